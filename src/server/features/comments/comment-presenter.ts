import type { Comment, Reply } from '#contracts/comments.ts';
import type { MaybeActor } from '#contracts/policies/actor.ts';
import { commentCan } from '#contracts/policies/comments.ts';
import type { comments } from '../../db/schema.ts';
import { toUserSummary, type Author } from '../../platform/author-summary.ts';
import { includeViewer } from '../../platform/id-lists.ts';

/** A comment row with what its answer carries: author, post, likes and the viewer's like. */
export interface CommentRecord {
  comment: typeof comments.$inferSelect;
  author: Author;
  post: { _id: string; title: string; slug: string };
  /** Who wrote the post, who may delete its comments. */
  postAuthorId: string;
  likes: string[];
  isLiked: boolean;
  /** The usernames the content mentions that name an account, lower-cased. */
  mentions: string[];
}

export function toReply(record: CommentRecord, viewer: MaybeActor): Reply {
  const { comment, author } = record;
  const viewerId = viewer?.id ?? null;
  return {
    _id: comment.id,
    content: comment.content,
    postId: record.post,
    parentId: comment.parentId,
    userId: toUserSummary(author),
    likes: includeViewer(record.likes, viewerId, record.isLiked),
    numberOfLikes: comment.numberOfLikes,
    isLiked: record.isLiked,
    awaitingReview: comment.status === 'pending',
    mentions: record.mentions,
    createdAt: comment.createdAt.toISOString(),
    updatedAt: comment.updatedAt.toISOString(),
    can: commentCan(viewer, comment, { userId: record.postAuthorId }),
    replies: [],
  };
}

export const toComment = (
  record: CommentRecord,
  viewer: MaybeActor,
  replies: Reply[] = [],
): Comment => ({ ...toReply(record, viewer), replies });
