import { and, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '#contracts/policies/actor.ts';
import { canListAllPosts } from '#contracts/policies/posts.ts';
import type { z } from 'zod';
import type { getPostsQuerySchema } from '#contracts/posts.ts';
import { posts, users } from '../../db/schema.ts';
import { lastMonthStart } from '../../platform/last-month.ts';
import { orderOf, startOfPage, type ListKeys } from '../../platform/list-pages.ts';
import { isPublicPost } from '../../platform/public-targets.ts';
import { authorColumns } from '../../platform/author-summary.ts';
import type { Services } from '../../platform/services.ts';
import {
  correctedSearchTerm,
  fullTextQuery,
  relevanceOrder,
  searchHeadline,
  snippetSegments,
} from '../../platform/text-search.ts';
import { redirectedPostId } from './post-slugs.ts';
import { toPost } from './post-presenter.ts';

type PostsQuery = z.output<typeof getPostsQuerySchema>;

export const postColumns = {
  id: posts.id,
  userId: posts.userId,
  slug: posts.slug,
  title: posts.title,
  content: posts.content,
  image: posts.image,
  imageAlt: posts.imageAlt,
  coverFocusX: posts.coverFocusX,
  coverFocusY: posts.coverFocusY,
  category: posts.category,
  views: posts.views,
  excerpt: posts.excerpt,
  language: posts.language,
  status: posts.status,
  publishAt: posts.publishAt,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
};

/** Ties break on the id in the same direction, so the matching index serves the order. */
const SORT_KEYS: Record<PostsQuery['sort'], ListKeys> = {
  views: { keys: [posts.views, posts.createdAt, posts.id], direction: 'desc' },
  desc: { keys: [posts.createdAt, posts.id], direction: 'desc' },
  asc: { keys: [posts.createdAt, posts.id], direction: 'asc' },
};
const SORT_ORDER = {
  views: orderOf(SORT_KEYS.views),
  desc: orderOf(SORT_KEYS.desc),
  asc: orderOf(SORT_KEYS.asc),
};

/** Only published posts are public (the one rule, `platform/public-targets.ts`). */
export const isPublished = isPublicPost;

/**
 * Which posts of a status the viewer may list: every published one; their own drafts and
 * scheduled posts (`all`: their own of every status), everyone's for an admin, none for a visitor.
 */
function visibleWith(status: PostsQuery['status'], viewer: Actor | null): SQL {
  if (status === 'published') return isPublished;
  if (!viewer) return sql`false`;
  const owned = canListAllPosts(viewer) ? undefined : eq(posts.userId, viewer.id);
  return and(status === 'all' ? undefined : eq(posts.status, status), owned) ?? sql`true`;
}

/**
 * A page of posts with the spec's filters, its total, and how many of those were created in the
 * last 30 days. With a search term, posts whose title matches come first, then the most relevant,
 * then the chosen sort, each with its snippet; a term that finds nothing is tried again with its
 * misspelt words corrected (decision 040). The id breaks ties so paging never repeats or skips a
 * post. Without a viewer (or with status `published`) the list is public.
 */
export async function listPosts(
  services: Pick<Services, 'db'>,
  query: PostsQuery,
  viewer: Actor | null = null,
) {
  const { db } = services;
  const conditions: SQL[] = [visibleWith(query.status, viewer)];
  if (query.postId) conditions.push(eq(posts.id, query.postId));
  if (query.slug) conditions.push(eq(posts.slug, query.slug));
  if (query.userId) conditions.push(eq(posts.userId, query.userId));
  if (query.category) conditions.push(eq(posts.category, query.category));

  const order: SQL[] = [];
  let headline = sql<string | null>`null`;
  if (query.searchTerm) {
    const search = fullTextQuery(query.searchTerm);
    conditions.push(sql`${posts.searchVector} @@ ${search}`);
    order.push(...relevanceOrder(posts.searchVector, search));
    headline = searchHeadline(posts.content, search);
  }
  order.push(...SORT_ORDER[query.sort]);
  const where = and(...conditions);
  // A deep page seeks its first post (decision 041); a search's order has no such keys.
  const start = query.searchTerm
    ? undefined
    : startOfPage(posts, where, SORT_KEYS[query.sort], query.startIndex);

  const rows = await db
    .select({ post: postColumns, author: authorColumns, headline })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(and(where, start))
    .orderBy(...order)
    .offset(start ? 0 : query.startIndex)
    .limit(query.limit);

  const [[total], [lastMonth]] = await Promise.all([
    db.select({ value: count() }).from(posts).where(where),
    db
      .select({ value: count() })
      .from(posts)
      .where(and(where, gte(posts.createdAt, lastMonthStart()))),
  ]);
  const counts = { totalPosts: total?.value ?? 0, lastMonthPosts: lastMonth?.value ?? 0 };
  // A slug the post had before: the post at its address now (the page answers 301 to it).
  if (rows.length === 0 && query.slug && !query.postId) {
    const postId = await redirectedPostId(db, query.slug);
    if (postId) return listPosts(services, { ...query, slug: undefined, postId }, viewer);
  }
  // Ends: every word of a corrected term is a known one, so it is never corrected again.
  if (counts.totalPosts === 0 && query.searchTerm) {
    const corrected = await correctedSearchTerm(db, query.searchTerm);
    if (corrected) return listPosts(services, { ...query, searchTerm: corrected }, viewer);
  }

  const withSnippet = ({ post, author, headline }: (typeof rows)[number]) => {
    const found = toPost(post, author);
    return headline === null ? found : { ...found, searchSnippet: snippetSegments(headline) };
  };
  return { posts: rows.map(withSnippet), ...counts };
}

export async function mostReadPosts(services: Pick<Services, 'db'>, limit: number) {
  const rows = await services.db
    .select({ post: postColumns, author: authorColumns })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(isPublished)
    .orderBy(...SORT_ORDER.views)
    .limit(limit);
  return rows.map(({ post, author }) => toPost(post, author));
}
