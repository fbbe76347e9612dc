import { canManagePost } from '#contracts/policies/posts.ts';
import type { SessionUser } from '#contracts/users.ts';
import { actorOf } from '#web/lib/actor.ts';

/**
 * What the viewer may do with a post, exactly as the spec lists it: the owner or an admin edits
 * and deletes; an admin who is not the owner may also report; everyone else may only report.
 * A separate Report button is for signed-in viewers who are neither the owner nor an admin.
 */
export function postPermissions(
  post: { userId: { _id: string } | null },
  user: Pick<SessionUser, '_id' | 'isAdmin' | 'isPublisher'> | null,
) {
  const isOwner = Boolean(user && post.userId && user._id === post.userId._id);
  const isAdmin = Boolean(user?.isAdmin);
  return {
    canManage: canManagePost(actorOf(user), { userId: post.userId?._id ?? '' }),
    canReportFromMenu: !isOwner,
    hasReportButton: Boolean(user) && !isOwner && !isAdmin,
  };
}
