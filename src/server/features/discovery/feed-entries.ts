import { and, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '#contracts/i18n/locales.ts';
import { posts, stories, users } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { narrativePath, postPath } from './site-paths.ts';
import { isPublicPost } from '../../platform/public-targets.ts';

/** How many of the newest items a feed carries. */
export const FEED_ITEM_COUNT = 30;

/** A post or narrative as a feed item needs it; the body is stored (sanitized) HTML. */
export interface FeedEntry {
  id: string;
  title: string;
  path: string;
  html: string;
  /** The writer's own excerpt (posts); empty: the summary is the start of the text. */
  excerpt?: string;
  image: string;
  category: string;
  author: string;
  createdAt: Date;
  updatedAt: Date;
}

type Reads = Pick<Services, 'db'>;

/**
 * The newest posts, of one category or one author when asked; each order is served by an index
 * (`posts_created_at_idx`, `posts_category_created_at_idx`, `posts_user_created_at_idx`).
 */
export async function newestPosts(
  { db }: Reads,
  filter: { category?: string; userId?: string; language?: Locale } = {},
): Promise<FeedEntry[]> {
  const conditions: SQL[] = [isPublicPost];
  if (filter.category) conditions.push(eq(posts.category, filter.category));
  if (filter.userId) conditions.push(eq(posts.userId, filter.userId));
  if (filter.language) conditions.push(writtenIn(posts.language, filter.language));
  const rows = await db
    .select({
      id: posts.id,
      slug: posts.slug,
      title: posts.title,
      html: posts.content,
      excerpt: posts.excerpt,
      image: posts.image,
      category: posts.category,
      author: users.username,
      createdAt: posts.createdAt,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(and(...conditions))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(FEED_ITEM_COUNT);
  return rows.map(({ slug, ...row }) => ({ ...row, path: postPath(slug) }));
}

/** The content's language tag is the language's, or one of its regions or scripts (`es-MX`). */
const writtenIn = (column: AnyPgColumn, language: Locale) =>
  or(eq(column, language), like(column, `${language}-%`))!;

/**
 * The newest approved narratives (never pending or rejected ones), as the public list shows;
 * only those written in `language` when it is given.
 */
export async function newestNarratives({ db }: Reads, language?: Locale): Promise<FeedEntry[]> {
  const approved = eq(stories.status, 'approved');
  const rows = await db
    .select({
      id: stories.id,
      slug: stories.slug,
      title: stories.title,
      html: stories.body,
      image: stories.image,
      category: stories.category,
      author: users.username,
      createdAt: stories.createdAt,
      updatedAt: stories.updatedAt,
    })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .where(language ? and(approved, writtenIn(stories.language, language)) : approved)
    .orderBy(desc(stories.createdAt), desc(stories.id))
    .limit(FEED_ITEM_COUNT);
  return rows.map(({ slug, ...row }) => ({ ...row, path: narrativePath(slug) }));
}

/** The author a username names (in any case), or 404 as the profile answers. */
export async function findAuthor({ db }: Reads, username: string) {
  const [author] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  if (!author) throw notFound('User not found');
  return author;
}
