import { POST_MESSAGES } from '#contracts/posts.ts';
import { canCreatePost, canManagePost } from '#contracts/policies/posts.ts';
import type { Viewer } from '../../platform/auth.ts';
import { forbidden, notFound, unauthorized } from '../../platform/errors.ts';

interface Managed {
  userId: string;
  status: string;
}

/** A visitor is asked to sign in (with the spec's message); a signed-in non-publisher is refused. */
export function authorizePostCreate(viewer: Viewer | null): asserts viewer is Viewer {
  if (!viewer) throw unauthorized(POST_MESSAGES.signInToCreate);
  if (!canCreatePost(viewer)) throw forbidden('Only publishers and admins can create posts');
}

/** A draft or scheduled post is not revealed to exist: others are told 404, not 403. */
function refuse(post: Managed, message: string) {
  return post.status === 'published' ? forbidden(message) : notFound(POST_MESSAGES.notFound);
}

export function authorizePostUpdate(viewer: Viewer, post: Managed) {
  if (!canManagePost(viewer, post)) throw refuse(post, 'You can only update your own posts');
}

export function authorizePostDelete(viewer: Viewer, post: Managed) {
  if (!canManagePost(viewer, post)) throw refuse(post, 'You can only delete your own posts');
}

/** A post's history is its author's and the admins' alone: 404 for everyone else. */
export function authorizeRevisionsRead(viewer: Viewer | null, post: Managed) {
  if (!canManagePost(viewer, post)) throw notFound(POST_MESSAGES.notFound);
}
