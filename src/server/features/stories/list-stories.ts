import { and, asc, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { getStoriesQuerySchema, NarrativeStatus } from '#contracts/stories.ts';
import type { Database } from '../../db/client.ts';
import { donationCases, stories, users } from '../../db/schema.ts';
import { authorColumns } from '../../platform/author-summary.ts';
import { canonicalCountryName } from '../../platform/countries.ts';
import { notFound } from '../../platform/errors.ts';
import { lastMonthStart } from '../../platform/last-month.ts';
import type { Services } from '../../platform/services.ts';
import { fullTextQuery } from '../posts/full-text-query.ts';
import { escapeLike } from '../users/follows.ts';
import { linkedCase, linkedCaseColumns, storyColumns, toStory } from './story-presenter.ts';

type StoriesQuery = z.output<typeof getStoriesQuerySchema>;
type StatusFilter = NarrativeStatus | 'all';

const SORT_ORDER = {
  views: [desc(stories.views), desc(stories.createdAt), desc(stories.id)],
  desc: [desc(stories.createdAt), desc(stories.id)],
  asc: [asc(stories.createdAt), asc(stories.id)],
} as const;

const statusCondition = (status: StatusFilter) =>
  status === 'all' ? undefined : eq(stories.status, status);

export async function pageOfStories(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  page: { startIndex: number; limit: number },
) {
  const rows = await db
    .select({ story: storyColumns, author: authorColumns, donationCase: linkedCaseColumns })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .leftJoin(donationCases, linkedCase)
    .where(where)
    .orderBy(...order)
    .offset(page.startIndex)
    .limit(page.limit);
  return rows.map(({ story, author, donationCase }) => toStory(story, author, donationCase));
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
 * The narratives list with the spec's filters, and one author's when `userId` is given (served by
 * the index on author, status and date). The country is matched in any case. The search
 * looks at the title and text (full text), and also at the author's name and the country, as the
 * admin list promises.
 */
export async function listStories(
  services: Pick<Services, 'db'>,
  query: StoriesQuery,
  status: StatusFilter,
) {
  const { db } = services;
  const conditions: (SQL | undefined)[] = [statusCondition(status)];
  if (query.userId) conditions.push(eq(stories.userId, query.userId));
  if (query.category) conditions.push(eq(stories.category, query.category));
  if (query.country) {
    const country = canonicalCountryName(query.country) ?? query.country;
    conditions.push(eq(stories.country, country));
  }
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
  services: Pick<Services, 'db'>,
  userId: string,
  query: { status: StatusFilter; startIndex: number; limit: number },
) {
  const { db } = services;
  const where = and(eq(stories.userId, userId), statusCondition(query.status));
  const [list, totalStories] = await Promise.all([
    pageOfStories(db, where, [...SORT_ORDER.desc], query),
    countStories(db, where),
  ]);
  return { stories: list, totalStories };
}

/** The review queue, oldest first so nothing waits forever. */
export async function listPendingStories(
  services: Pick<Services, 'db'>,
  page: { startIndex: number; limit: number },
) {
  const { db } = services;
  const where = eq(stories.status, 'pending');
  const [list, totalPendingStories] = await Promise.all([
    pageOfStories(db, where, [...SORT_ORDER.asc], page),
    countStories(db, where),
  ]);
  return { stories: list, totalPendingStories };
}

/** How many narratives wait for review. */
export const countPendingStories = (services: Pick<Services, 'db'>) =>
  services.db.$count(stories, eq(stories.status, 'pending'));

/** A narrative by id or slug, in any status; 404 when there is none. */
export async function findStory(
  services: Pick<Services, 'db'>,
  by: { id: string } | { slug: string },
) {
  const [row] = await services.db
    .select({ story: storyColumns, author: authorColumns, donationCase: linkedCaseColumns })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .leftJoin(donationCases, linkedCase)
    .where('id' in by ? eq(stories.id, by.id) : eq(stories.slug, by.slug))
    .limit(1);
  if (!row) throw notFound('Story not found');
  return toStory(row.story, row.author, row.donationCase);
}

/** Countries that approved narratives name, for the list's filter. */
export async function countriesWithStories(services: Pick<Services, 'db'>) {
  const rows = await services.db
    .selectDistinct({ country: stories.country })
    .from(stories)
    .where(eq(stories.status, 'approved'))
    .orderBy(stories.country);
  return rows.map((row) => row.country);
}

/** A narrative's contact as stored, with what decides who may read it; 404 when there is none. */
export async function findStoryContact(services: Pick<Services, 'db'>, storyId: string) {
  const [row] = await services.db
    .select({
      id: stories.id,
      userId: stories.userId,
      status: stories.status,
      contactPlatform: stories.contactPlatform,
      contactUsername: stories.contactUsername,
      contactVisibility: stories.contactVisibility,
    })
    .from(stories)
    .where(eq(stories.id, storyId))
    .limit(1);
  if (!row) throw notFound('Story not found');
  return row;
}
