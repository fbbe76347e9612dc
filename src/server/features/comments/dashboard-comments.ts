import { count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { DashboardComment } from '#contracts/comments.ts';
import type { Database } from '../../db/client.ts';
import { comments, posts, users } from '../../db/schema.ts';
import { lastMonthStart } from '../../platform/last-month.ts';
import type { Services } from '../../platform/services.ts';

type Page = { startIndex: number; limit: number };

/** Comments as the dashboard lists them, newest first, with their post and author. */
async function selectDashboardComments(
  db: Database,
  where: SQL | undefined,
  page: Page,
): Promise<DashboardComment[]> {
  const rows = await db
    .select({
      comment: comments,
      post: { _id: posts.id, slug: posts.slug, title: posts.title },
      user: { _id: users.id, username: users.username, profilePicture: users.profilePicture },
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .innerJoin(users, eq(users.id, comments.userId))
    .where(where)
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .offset(page.startIndex)
    .limit(page.limit);
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

/** The overview's figures: all comments, and those of the last 30 days. */
async function countComments(db: Database) {
  const [[total], [lastMonth]] = await Promise.all([
    db.select({ value: count() }).from(comments),
    db.select({ value: count() }).from(comments).where(gte(comments.createdAt, lastMonthStart())),
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
async function dashboardCommentPage(db: Database, where: SQL | undefined, page: Page) {
  const [list, totalComments] = await Promise.all([
    selectDashboardComments(db, where, page),
    countDashboardComments(db, where),
  ]);
  return { comments: list, totalComments };
}

/** A page of every comment with their number (the admins' Comments tab). */
export const pageAllComments = (services: Pick<Services, 'db'>, page: Page) =>
  dashboardCommentPage(services.db, undefined, page);

/** Comments on the posts of one author, newest first, with their number (a publisher's tab). */
export const pageCommentsOnPostsOf = (
  services: Pick<Services, 'db'>,
  authorId: string,
  page: Page,
) => dashboardCommentPage(services.db, eq(posts.userId, authorId), page);

/** The admin overview: the newest comments with the site's totals. */
export async function commentsOverview(services: Pick<Services, 'db'>, page: Page) {
  const [list, figures] = await Promise.all([
    selectDashboardComments(services.db, undefined, page),
    countComments(services.db),
  ]);
  return { comments: list, ...figures };
}
