import { and, count, eq, gte, type SQL } from 'drizzle-orm';
import type { DashboardComment } from '#contracts/comments.ts';
import type { Database } from '../../db/client.ts';
import { comments, posts, users } from '../../db/schema.ts';
import { lastMonthStart } from '../../platform/last-month.ts';
import { orderOf, pageOf, type ListKeys } from '../../platform/list-pages.ts';
import { isPublishedComment } from '../../platform/public-targets.ts';
import type { Services } from '../../platform/services.ts';

type Page = { startIndex: number; limit: number };

const NEWEST_FIRST: ListKeys = { keys: [comments.createdAt, comments.id], direction: 'desc' };
const OLDEST_FIRST: ListKeys = { keys: [comments.createdAt, comments.id], direction: 'asc' };
const isAwaitingReview = eq(comments.status, 'pending');

/**
 * Comments as the dashboard lists them, newest first, with their post and author. `where` on the
 * comments' own columns (`onCommentsOnly`) lets a deep page seek its first row (decision 041).
 */
async function selectDashboardComments(
  db: Database,
  where: SQL | undefined,
  page: Page,
  {
    order = NEWEST_FIRST,
    onCommentsOnly = true,
  }: { order?: ListKeys; onCommentsOnly?: boolean } = {},
): Promise<DashboardComment[]> {
  const query = db
    .select({
      comment: comments,
      post: { _id: posts.id, slug: posts.slug, title: posts.title },
      user: { _id: users.id, username: users.username, profilePicture: users.profilePicture },
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .innerJoin(users, eq(users.id, comments.userId))
    .$dynamic();
  const rows = await (onCommentsOnly
    ? pageOf(query, orderOf(order), page, { table: comments, where, keys: order })
    : pageOf(query.where(where), orderOf(order), page));
  return rows.map(({ comment, post, user }) => ({
    _id: comment.id,
    content: comment.content,
    numberOfLikes: comment.numberOfLikes,
    createdAt: comment.createdAt.toISOString(),
    updatedAt: comment.updatedAt.toISOString(),
    postId: post,
    userId: user,
  }));
}

/** The overview's figures: all published comments, and those of the last 30 days. */
async function countComments(db: Database) {
  const [[total], [lastMonth]] = await Promise.all([
    db.select({ value: count() }).from(comments).where(isPublishedComment),
    db
      .select({ value: count() })
      .from(comments)
      .where(and(isPublishedComment, gte(comments.createdAt, lastMonthStart()))),
  ]);
  return { totalComments: total?.value ?? 0, lastMonthComments: lastMonth?.value ?? 0 };
}

/** How many comments the dashboard's list holds in all, for its count line. */
async function countDashboardComments(db: Database, where: SQL | undefined) {
  const [row] = await db
    .select({ value: count() })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(where);
  return row?.value ?? 0;
}

/** One page of the dashboard's comments and how many there are. */
async function dashboardCommentPage(
  db: Database,
  where: SQL | undefined,
  page: Page,
  options?: { order?: ListKeys; onCommentsOnly?: boolean },
) {
  const [list, totalComments] = await Promise.all([
    selectDashboardComments(db, where, page, options),
    countDashboardComments(db, where),
  ]);
  return { comments: list, totalComments };
}

/**
 * A page of every published comment with their number (the admins' Comments tab); those
 * awaiting review are in the review queue instead.
 */
export const pageAllComments = (services: Pick<Services, 'db'>, page: Page) =>
  dashboardCommentPage(services.db, isPublishedComment, page);

/**
 * Published comments on the posts of one author, newest first, with their number (a publisher's
 * tab): one awaiting review reaches the post's author only once an admin approves it.
 */
export const pageCommentsOnPostsOf = (
  services: Pick<Services, 'db'>,
  authorId: string,
  page: Page,
) =>
  dashboardCommentPage(services.db, and(eq(posts.userId, authorId), isPublishedComment), page, {
    onCommentsOnly: false,
  });

/** The review queue: comments awaiting an admin's review, oldest first. */
export const pageCommentsAwaitingReview = (services: Pick<Services, 'db'>, page: Page) =>
  dashboardCommentPage(services.db, isAwaitingReview, page, { order: OLDEST_FIRST });

/** The admin overview: the newest published comments with the site's totals. */
export async function commentsOverview(services: Pick<Services, 'db'>, page: Page) {
  const [list, figures] = await Promise.all([
    selectDashboardComments(services.db, isPublishedComment, page),
    countComments(services.db),
  ]);
  return { comments: list, ...figures };
}
