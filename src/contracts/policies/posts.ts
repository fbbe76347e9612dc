import { isAdmin, isOwner, isPublisher, type MaybeActor } from './actor.ts';

/** Publishers and admins publish posts. */
export const canCreatePost = (actor: MaybeActor) => isPublisher(actor);

/** The author, or an admin; a user id named in a path grants nothing by itself. */
export const canManagePost = (actor: MaybeActor, post: { userId: string }) =>
  isAdmin(actor) || isOwner(actor, post);
