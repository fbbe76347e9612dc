import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { getPostsQuerySchema } from '#contracts/posts.ts';
import type { Database } from '../../db/client.ts';
import { posts, users } from '../../db/schema.ts';
import { fullTextQuery } from './full-text-query.ts';
import { toPost } from './post-presenter.ts';

type PostsQuery = z.output<typeof getPostsQuerySchema>;

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

export const postColumns = {
  id: posts.id,
  userId: posts.userId,
  slug: posts.slug,
  title: posts.title,
  content: posts.content,
  image: posts.image,
  category: posts.category,
  views: posts.views,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
};

export const authorColumns = {
  id: users.id,
  username: users.username,
  profilePicture: users.profilePicture,
};

const SORT_ORDER = {
  views: [desc(posts.views), desc(posts.createdAt)],
  desc: [desc(posts.createdAt)],
  asc: [asc(posts.createdAt)],
} as const;

/**
 * A page of posts with the spec's filters, its total, and how many of those were created in the
 * last 30 days. With a search term, posts whose title matches come first, then the chosen sort;
 * the id breaks ties so paging never repeats or skips a post.
 */
export async function listPosts(db: Database, query: PostsQuery) {
  const conditions: SQL[] = [];
  if (query.postId) conditions.push(eq(posts.id, query.postId));
  if (query.slug) conditions.push(eq(posts.slug, query.slug));
  if (query.userId) conditions.push(eq(posts.userId, query.userId));
  if (query.category) conditions.push(eq(posts.category, query.category));

  const order: SQL[] = [];
  if (query.searchTerm) {
    const search = fullTextQuery(query.searchTerm);
    conditions.push(sql`${posts.searchVector} @@ ${search}`);
    order.push(sql`(to_tsvector('english', ${posts.title}) @@ ${search}) desc`);
  }
  order.push(...SORT_ORDER[query.sort], asc(posts.id));
  const where = and(...conditions);

  const [rows, [total], [lastMonth]] = await Promise.all([
    db
      .select({ post: postColumns, author: authorColumns })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .where(where)
      .orderBy(...order)
      .offset(query.startIndex)
      .limit(query.limit),
    db.select({ value: count() }).from(posts).where(where),
    db
      .select({ value: count() })
      .from(posts)
      .where(and(where, gte(posts.createdAt, new Date(Date.now() - THIRTY_DAYS_MS)))),
  ]);
  return {
    posts: rows.map(({ post, author }) => toPost(post, author)),
    totalPosts: total?.value ?? 0,
    lastMonthPosts: lastMonth?.value ?? 0,
  };
}

export async function mostReadPosts(db: Database, limit: number) {
  const rows = await db
    .select({ post: postColumns, author: authorColumns })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .orderBy(desc(posts.views), desc(posts.createdAt), asc(posts.id))
    .limit(limit);
  return rows.map(({ post, author }) => toPost(post, author));
}
