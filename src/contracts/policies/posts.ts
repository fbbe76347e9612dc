import { isAdmin, isOwner, isPublisher, type MaybeActor } from './actor.ts';

/** Publishers and admins publish posts. */
export const canCreatePost = (actor: MaybeActor) => isPublisher(actor);

/** The author, or an admin; a user id named in a path grants nothing by itself. */
export const canManagePost = (actor: MaybeActor, post: { userId: string }) =>
  isAdmin(actor) || isOwner(actor, post);

/**
 * Only a published post is public: nobody comments on, likes, reports or mentions anyone on a
 * draft or scheduled one, and nothing of it reaches a notification.
 */
export const isPublicPost = (post: { status: string }) => post.status === 'published';
