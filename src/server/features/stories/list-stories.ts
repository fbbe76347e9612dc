import { and, asc, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { getStoriesQuerySchema, NarrativeStatus } from '#contracts/stories.ts';
import type { Database } from '../../db/client.ts';
import { stories, users } from '../../db/schema.ts';
import { fullTextQuery } from '../posts/full-text-query.ts';
import { escapeLike } from '../users/follows.ts';
import { authorColumns, storyColumns, toStory } from './story-presenter.ts';
import { lastMonthStart } from '../../platform/last-month.ts';

type StoriesQuery = z.output<typeof getStoriesQuerySchema>;
type StatusFilter = NarrativeStatus | 'all';

const SORT_ORDER = {
  views: [desc(stories.views), desc(stories.createdAt), desc(stories.id)],
  desc: [desc(stories.createdAt), desc(stories.id)],
  asc: [asc(stories.createdAt), asc(stories.id)],
} as const;

const statusCondition = (status: StatusFilter) =>
  status === 'all' ? undefined : eq(stories.status, status);

async function pageOfStories(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  page: { startIndex: number; limit: number },
) {
  const rows = await db
    .select({ story: storyColumns, author: authorColumns })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .where(where)
    .orderBy(...order)
    .offset(page.startIndex)
    .limit(page.limit);
  return rows.map(({ story, author }) => toStory(story, author));
}

async function countStories(db: Database, where: SQL | undefined, since?: Date) {
  const [row] = await db
    .select({ value: count() })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .where(since ? and(where, gte(stories.createdAt, since)) : where);
  return row?.value ?? 0;
}

/**
 * The narratives list with the spec's filters. The search looks at the title and text (full
 * text), and also at the author's name and the country, as the admin list promises.
 */
export async function listStories(db: Database, query: StoriesQuery, status: StatusFilter) {
  const conditions: (SQL | undefined)[] = [statusCondition(status)];
  if (query.category) conditions.push(eq(stories.category, query.category));
  if (query.country) conditions.push(eq(stories.country, query.country));
  if (query.searchTerm) {
    const pattern = `%${escapeLike(query.searchTerm)}%`;
    conditions.push(
      or(
        sql`${stories.searchVector} @@ ${fullTextQuery(query.searchTerm)}`,
        ilike(stories.country, pattern),
        ilike(users.username, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [list, totalStories, lastMonthStories] = await Promise.all([
    pageOfStories(db, where, [...SORT_ORDER[query.sort]], query),
    countStories(db, where),
    countStories(db, where, lastMonthStart()),
  ]);
  return { stories: list, totalStories, lastMonthStories };
}

/** One author's narratives, newest first, in one status or all. */
export async function listUserStories(
  db: Database,
  userId: string,
  query: { status: StatusFilter; startIndex: number; limit: number },
) {
  const where = and(eq(stories.userId, userId), statusCondition(query.status));
  const [list, totalStories] = await Promise.all([
    pageOfStories(db, where, [...SORT_ORDER.desc], query),
    countStories(db, where),
  ]);
  return { stories: list, totalStories };
}

/** The review queue, oldest first so nothing waits forever. */
export async function listPendingStories(
  db: Database,
  page: { startIndex: number; limit: number },
) {
  const where = eq(stories.status, 'pending');
  const [list, totalPendingStories] = await Promise.all([
    pageOfStories(db, where, [...SORT_ORDER.asc], page),
    countStories(db, where),
  ]);
  return { stories: list, totalPendingStories };
}

export async function findStory(db: Database, condition: SQL) {
  const [row] = await db
    .select({ story: storyColumns, author: authorColumns })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .where(condition)
    .limit(1);
  return row ? toStory(row.story, row.author) : undefined;
}

/** Countries that approved narratives name, for the list's filter. */
export async function countriesWithStories(db: Database) {
  const rows = await db
    .selectDistinct({ country: stories.country })
    .from(stories)
    .where(eq(stories.status, 'approved'))
    .orderBy(stories.country);
  return rows.map((row) => row.country);
}
