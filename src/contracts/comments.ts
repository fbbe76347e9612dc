import { z } from 'zod';
import {
  canSchema,
  idSchema,
  listResponseSchema,
  pageQuerySchema,
  requiredMultilineText,
  text,
} from './common.ts';
import { userSummarySchema } from './users.ts';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_MESSAGES,
  DASHBOARD_COMMENTS_PAGE_SIZE,
  POST_COMMENTS_PAGE_SIZE,
} from './comments.constants.ts';

export * from './comments.constants.ts';

const commentText = (emptyMessage: string) =>
  requiredMultilineText(COMMENT_MAX_LENGTH, emptyMessage, COMMENT_MESSAGES.tooLong);

export const createCommentSchema = z.object({
  content: commentText(COMMENT_MESSAGES.commentEmpty),
  postId: z.uuid({ message: 'Invalid post id' }),
  /** Sent by the spec's client; the author is always the signed-in caller. */
  userId: text().optional(),
});
export type CreateCommentInput = z.input<typeof createCommentSchema>;

export const replySchema = createCommentSchema.extend({
  content: commentText(COMMENT_MESSAGES.replyEmpty),
  parentId: z.uuid({ message: 'Invalid comment id' }),
});
export type ReplyInput = z.input<typeof replySchema>;

export const editCommentSchema = z.object({ content: commentText(COMMENT_MESSAGES.commentEmpty) });

export const postIdParamsSchema = z.object({ postId: idSchema });
export const postCommentsQuerySchema = pageQuerySchema(POST_COMMENTS_PAGE_SIZE);

/** The post a comment is on, as comments carry it. */
export const commentPostSchema = z.object({ _id: z.string(), title: z.string(), slug: z.string() });

/**
 * The spec's Comment. `likes` holds the ids of those who like it, at most ID_LIST_CAP, the
 * caller's own always among them when the caller likes it; `numberOfLikes` is the exact count.
 */
/**
 * What the signed-in viewer may do with the comment (all false for a visitor); `moderate` is
 * approving or rejecting it while it awaits review.
 */
export const commentCanSchema = canSchema('edit', 'delete', 'report', 'moderate');

const commentFields = {
  _id: z.string(),
  content: z.string(),
  postId: commentPostSchema,
  /** The comment a reply answers; null for a top-level comment. */
  parentId: z.string().nullable(),
  userId: userSummarySchema,
  likes: z.array(z.string()),
  numberOfLikes: z.number().int(),
  /** Whether the signed-in caller likes it (false for visitors). */
  isLiked: z.boolean(),
  /**
   * A new account's comment with a link, waiting for an admin: only its author (and admins in
   * the review queue) ever read one, so nobody else sees true here.
   */
  awaitingReview: z.boolean(),
  /** The `@username`s in `content` that name an account (lower-cased): only those are links. */
  mentions: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  can: commentCanSchema,
};
/** Threads are one level deep: a reply's own `replies` is always empty. */
export const replyResponseSchema = z.object({ ...commentFields, replies: z.array(z.never()) });
export const commentSchema = z.object({ ...commentFields, replies: z.array(replyResponseSchema) });
export type Comment = z.infer<typeof commentSchema>;
export type Reply = z.infer<typeof replyResponseSchema>;

/** A page of a post's top-level comments, each with its replies. */
export const postCommentsResponseSchema = z.array(commentSchema);
export type PostCommentsResponse = z.infer<typeof postCommentsResponseSchema>;

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

export const dashboardCommentsQuerySchema = pageQuerySchema(DASHBOARD_COMMENTS_PAGE_SIZE);

export const dashboardCommentListSchema = listResponseSchema('comments', dashboardCommentSchema);
export type DashboardCommentList = z.infer<typeof dashboardCommentListSchema>;

/** A page of the Comments tab with how many there are in all, for its count line. */
export const dashboardCommentPageSchema = dashboardCommentListSchema.extend({
  totalComments: z.number().int(),
});
export type DashboardCommentPage = z.infer<typeof dashboardCommentPageSchema>;

/** The admin overview: the newest comments with the site's totals. */
export const commentsOverviewSchema = dashboardCommentListSchema.extend({
  totalComments: z.number().int(),
  lastMonthComments: z.number().int(),
});
export type CommentsOverview = z.infer<typeof commentsOverviewSchema>;

/** An admin's decision on a comment awaiting review. */
export const reviewCommentSchema = z.object({
  decision: z.enum(['approve', 'reject'], { message: 'decision must be approve or reject' }),
});
export type ReviewCommentInput = z.input<typeof reviewCommentSchema>;

/** What a like or unlike answers: the comment's likes as they are now. */
export const likeResponseSchema = z.object({
  _id: z.string(),
  likes: z.array(z.string()),
  numberOfLikes: z.number().int(),
  isLiked: z.boolean(),
});
export type LikeResponse = z.infer<typeof likeResponseSchema>;
