import {
  canDeleteComment,
  canEditComment,
  canFindCommentToDelete,
  canListAllComments,
  canListCommentsOnOwnPosts,
  canReviewComments,
  canCreateComment,
  canSeeComment,
} from '#contracts/policies/comments.ts';
import { ADMIN_ONLY_MESSAGE, type Viewer } from '../../platform/auth.ts';
import { forbidden, notFound, unauthorized } from '../../platform/errors.ts';
import { COMMENT_NOT_FOUND } from './find-comment.ts';
import { POST_NOT_FOUND } from './find-post.ts';

type CommentToDecide = { userId: string; status: string };
type PostOfComment = { userId: string; status: string };

/** Comments and replies go on public posts only: any other answers as a post that is not there. */
export function authorizeCommentCreate(viewer: Viewer | null, post: { status: string }) {
  if (!viewer) throw unauthorized();
  if (!canCreateComment(viewer, post)) throw notFound(POST_NOT_FOUND);
}

export function authorizeAllCommentsList(viewer: Viewer) {
  if (!canListAllComments(viewer)) throw forbidden(ADMIN_ONLY_MESSAGE);
}

export function authorizeCommentReview(viewer: Viewer) {
  if (!canReviewComments(viewer)) throw forbidden(ADMIN_ONLY_MESSAGE);
}

export function authorizeOwnPostsCommentsList(viewer: Viewer) {
  if (!canListCommentsOnOwnPosts(viewer)) {
    throw forbidden('Only publishers manage comments on their posts');
  }
}

/** A comment on a post that is not public (or awaiting review, not the viewer's) is not found. */
export function authorizeCommentEdit(
  viewer: Viewer,
  comment: CommentToDecide,
  post: PostOfComment,
) {
  if (!canSeeComment(viewer, comment, post)) throw notFound(COMMENT_NOT_FOUND);
  if (!canEditComment(viewer, comment)) throw forbidden('You can only edit your own comments');
}

export function authorizeCommentDelete(
  viewer: Viewer,
  comment: CommentToDecide,
  post: PostOfComment,
) {
  if (!canFindCommentToDelete(viewer, comment, post)) throw notFound(COMMENT_NOT_FOUND);
  if (!canDeleteComment(viewer, comment, post)) {
    throw forbidden('You can only delete your own comments');
  }
}
