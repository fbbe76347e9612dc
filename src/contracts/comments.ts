import { z } from 'zod';
import { multilineText, text } from './common.ts';
import { userSummarySchema } from './users.ts';

export const COMMENT_MAX_LENGTH = 200;
export const MENTION_SUGGESTIONS = 5;

export const COMMENT_MESSAGES = {
  commentEmpty: 'Comment cannot be empty',
  replyEmpty: 'Reply cannot be empty',
  tooLong: `Comments can be at most ${COMMENT_MAX_LENGTH} characters`,
} as const;

const commentText = (emptyMessage: string) =>
  multilineText({ message: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.tooLong);

export const createCommentSchema = z.object({
  content: commentText(COMMENT_MESSAGES.commentEmpty),
  postId: z.uuid({ message: 'Invalid post id' }),
  /** Sent by the spec's client; the author is always the signed-in caller. */
  userId: text().optional(),
});

export const replySchema = createCommentSchema.extend({
  content: commentText(COMMENT_MESSAGES.replyEmpty),
  parentId: z.uuid({ message: 'Invalid comment id' }),
});

export const editCommentSchema = z.object({ content: commentText(COMMENT_MESSAGES.commentEmpty) });

export const postCommentsQuerySchema = z.object({
  startIndex: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100, 'limit must be at most 100').default(50),
});

const commentFields = {
  _id: z.string(),
  content: z.string(),
  postId: z.string(),
  parentId: z.string().nullable(),
  userId: userSummarySchema,
  numberOfLikes: z.number().int(),
  /** Whether the signed-in caller likes it (false for visitors). */
  isLiked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
export const replyResponseSchema = z.object(commentFields);
export const commentSchema = z.object({ ...commentFields, replies: z.array(replyResponseSchema) });
export type Comment = z.infer<typeof commentSchema>;

/** Page size of the dashboard's Comments tab (the spec: 9). */
export const DASHBOARD_COMMENTS_PAGE_SIZE = 9;

/** A comment as the dashboard lists it, with its post and author (null when they are gone). */
export const dashboardCommentSchema = z.object({
  _id: z.string(),
  content: z.string(),
  numberOfLikes: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  postId: z.object({ _id: z.string(), slug: z.string(), title: z.string() }).nullable(),
  userId: userSummarySchema.nullable(),
});
export type DashboardComment = z.infer<typeof dashboardCommentSchema>;

export const likeResponseSchema = z.object({
  _id: z.string(),
  numberOfLikes: z.number().int(),
  isLiked: z.boolean(),
});

/** `@name` at the start or after whitespace; names follow the username rules. */
export const MENTION_PATTERN = /(?:^|\s)@([A-Za-z0-9._-]{3,30})/g;

export function mentionedUsernames(content: string): string[] {
  const names = [...content.matchAll(MENTION_PATTERN)].map((match) => match[1]!.toLowerCase());
  return [...new Set(names)];
}
