import { POST_MESSAGES } from '#contracts/posts.ts';
import { canCreatePost, canManagePost } from '#contracts/policies/posts.ts';
import type { Viewer } from '../../platform/auth.ts';
import { forbidden, unauthorized } from '../../platform/errors.ts';

/** A visitor is asked to sign in (with the spec's message); a signed-in non-publisher is refused. */
export function authorizePostCreate(viewer: Viewer | null): asserts viewer is Viewer {
  if (!viewer) throw unauthorized(POST_MESSAGES.signInToCreate);
  if (!canCreatePost(viewer)) throw forbidden('Only publishers and admins can create posts');
}

export function authorizePostUpdate(viewer: Viewer, post: { userId: string }) {
  if (!canManagePost(viewer, post)) throw forbidden('You can only update your own posts');
}

export function authorizePostDelete(viewer: Viewer, post: { userId: string }) {
  if (!canManagePost(viewer, post)) throw forbidden('You can only delete your own posts');
}
