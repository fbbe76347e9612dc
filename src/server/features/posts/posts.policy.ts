import type { Viewer } from '../../platform/auth.ts';

export const canCreatePosts = (viewer: Viewer) => viewer.isPublisher || viewer.isAdmin;

/** The author, or an admin; the user id in a path grants nothing by itself. */
export const canManagePost = (viewer: Viewer, post: { userId: string }) =>
  viewer.isAdmin || viewer.id === post.userId;
