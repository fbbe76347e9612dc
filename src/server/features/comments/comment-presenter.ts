import type { Comment } from '#contracts/comments.ts';
import type { comments } from '../../db/schema.ts';

type CommentRow = typeof comments.$inferSelect;
type Author = { id: string; username: string; profilePicture: string };

export function toReply(comment: CommentRow, author: Author, isLiked: boolean) {
  return {
    _id: comment.id,
    content: comment.content,
    postId: comment.postId,
    parentId: comment.parentId,
    userId: { _id: author.id, username: author.username, profilePicture: author.profilePicture },
    numberOfLikes: comment.numberOfLikes,
    isLiked,
    createdAt: comment.createdAt.toISOString(),
    updatedAt: comment.updatedAt.toISOString(),
  };
}

export const toComment = (
  comment: CommentRow,
  author: Author,
  isLiked: boolean,
  replies: Comment['replies'] = [],
): Comment => ({ ...toReply(comment, author, isLiked), replies });
