import {
  canDeleteComment,
  canEditComment,
  canListAllComments,
  canListCommentsOnOwnPosts,
} from '#contracts/policies/comments.ts';
import { ADMIN_ONLY_MESSAGE, type Viewer } from '../../platform/auth.ts';
import { forbidden } from '../../platform/errors.ts';

export function authorizeAllCommentsList(viewer: Viewer) {
  if (!canListAllComments(viewer)) throw forbidden(ADMIN_ONLY_MESSAGE);
}

export function authorizeOwnPostsCommentsList(viewer: Viewer) {
  if (!canListCommentsOnOwnPosts(viewer)) {
    throw forbidden('Only publishers manage comments on their posts');
  }
}

export function authorizeCommentEdit(viewer: Viewer, comment: { userId: string }) {
  if (!canEditComment(viewer, comment)) throw forbidden('You can only edit your own comments');
}

export function authorizeCommentDelete(
  viewer: Viewer,
  comment: { userId: string },
  post: { userId: string },
) {
  if (!canDeleteComment(viewer, comment, post)) {
    throw forbidden('You can only delete your own comments');
  }
}
