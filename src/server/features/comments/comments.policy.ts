import type { Viewer } from '../../platform/auth.ts';

/** Editing is the author's (or an admin's). */
export const canEditComment = (viewer: Viewer, comment: { userId: string }) =>
  viewer.isAdmin || viewer.id === comment.userId;

/** Deleting also falls to the author of the post, who manages its comments. */
export const canDeleteComment = (
  viewer: Viewer,
  comment: { userId: string },
  post: { userId: string },
) => canEditComment(viewer, comment) || viewer.id === post.userId;
