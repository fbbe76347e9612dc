import { isAdmin, isOwner, isPublisher, type MaybeActor } from './actor.ts';

/** The dashboard's Comments tab, every comment on the site, is the admins'. */
export const canListAllComments = (actor: MaybeActor) => isAdmin(actor);

/** Publishers (and admins) manage the comments on their own posts. */
export const canListCommentsOnOwnPosts = (actor: MaybeActor) => isPublisher(actor);

/** Editing is the author's (or an admin's). */
export const canEditComment = (actor: MaybeActor, comment: { userId: string }) =>
  isAdmin(actor) || isOwner(actor, comment);

/** Deleting also falls to the author of the post, who manages its comments. */
export const canDeleteComment = (
  actor: MaybeActor,
  comment: { userId: string },
  post: { userId: string },
) => canEditComment(actor, comment) || isOwner(actor, post);
