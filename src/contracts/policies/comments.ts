import { isAdmin, isOwner, isPublisher, isSignedIn, type MaybeActor } from './actor.ts';
import { isPublicPost } from './posts.ts';
import { canReport } from './reports.ts';

/** The dashboard's Comments tab, every comment on the site, is the admins'. */
export const canListAllComments = (actor: MaybeActor) => isAdmin(actor);

/** The review queue (new accounts' comments with links) is the admins'. */
export const canReviewComments = (actor: MaybeActor) => isAdmin(actor);

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

/** A comment awaiting review (a new account's link) is not public until an admin approves it. */
export const isPublicComment = (comment: { status: string }, post: { status: string }) =>
  comment.status === 'published' && isPublicPost(post);

/**
 * Whether the actor may find the comment at all (a 404 otherwise, as for none): a public one;
 * its author also finds theirs while it awaits review, as long as the post is public.
 */
export const canSeeComment = (
  actor: MaybeActor,
  comment: { userId: string; status: string },
  post: { status: string },
) => isPublicComment(comment, post) || (isPublicPost(post) && isOwner(actor, comment));

/**
 * Deleting also reaches comments on a post that is no longer public: admins, and the post's
 * author for comments that were published, clean up what they can see anyway.
 */
export const canFindCommentToDelete = (
  actor: MaybeActor,
  comment: { userId: string; status: string },
  post: { userId: string; status: string },
) =>
  canSeeComment(actor, comment, post) ||
  isAdmin(actor) ||
  (isOwner(actor, post) && comment.status === 'published');

/**
 * Who may comment on a post, or reply on it: anyone signed in (a ban ends the session), on a
 * public post only. How often is the rate limits' business, not a permission.
 */
export const canCreateComment = (actor: MaybeActor, post: { status: string }) =>
  isSignedIn(actor) && isPublicPost(post);

/**
 * What the viewer may do with a comment, as answers carry it (`can`): `moderate` is the review
 * of comments awaiting approval.
 */
export const commentCan = (
  actor: MaybeActor,
  comment: { userId: string },
  post: { userId: string },
) => ({
  edit: canEditComment(actor, comment),
  delete: canDeleteComment(actor, comment, post),
  report: canReport(actor, comment),
  moderate: canReviewComments(actor),
});
export type CommentCan = ReturnType<typeof commentCan>;
