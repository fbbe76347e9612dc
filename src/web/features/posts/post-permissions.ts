import type { SessionUser } from '#contracts/users.ts';

/**
 * What the viewer may do with a post, exactly as the spec lists it: the owner or an admin edits
 * and deletes; an admin who is not the owner may also report; everyone else may only report.
 * A separate Report button is for signed-in viewers who are neither the owner nor an admin.
 */
export function postPermissions(
  post: { userId: { _id: string } | null },
  user: Pick<SessionUser, '_id' | 'isAdmin'> | null,
) {
  const isOwner = Boolean(user && post.userId && user._id === post.userId._id);
  const isAdmin = Boolean(user?.isAdmin);
  return {
    canManage: isOwner || isAdmin,
    canReportFromMenu: !isOwner,
    hasReportButton: Boolean(user) && !isOwner && !isAdmin,
  };
}
