import { isAdmin, isOwner, isPublisher, type MaybeActor } from './actor.ts';
import { canReport } from './reports.ts';

/** Publishers and admins publish posts. */
export const canCreatePost = (actor: MaybeActor) => isPublisher(actor);

/** The author, or an admin; a user id named in a path grants nothing by itself. */
export const canManagePost = (actor: MaybeActor, post: { userId: string }) =>
  isAdmin(actor) || isOwner(actor, post);

/** Lists of posts in any status, everyone's (the dashboard's Posts tab): admins. */
export const canListAllPosts = (actor: MaybeActor) => isAdmin(actor);

/**
 * Only a published post is public: nobody comments on, likes, reports or mentions anyone on a
 * draft or scheduled one, and nothing of it reaches a notification.
 */
export const isPublicPost = (post: { status: string }) => post.status === 'published';

/**
 * What the viewer may do with a post, as answers carry it (`can`): the author or an admin edits
 * and deletes it; anyone signed in but its author may report it.
 */
export const postCan = (actor: MaybeActor, post: { userId: string }) => ({
  edit: canManagePost(actor, post),
  delete: canManagePost(actor, post),
  report: canReport(actor, post),
});
export type PostCan = ReturnType<typeof postCan>;
