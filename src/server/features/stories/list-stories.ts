import { and, count, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { getStoriesQuerySchema, NarrativeStatus } from '#contracts/stories.ts';
import type { Database } from '../../db/client.ts';
import { donationCases, stories, users } from '../../db/schema.ts';
import { authorColumns } from '../../platform/author-summary.ts';
import { canonicalCountryName } from '../../platform/countries.ts';
import { notFound } from '../../platform/errors.ts';
import { lastMonthStart } from '../../platform/last-month.ts';
import { orderOf, pageOf, type ListKeys } from '../../platform/list-pages.ts';
import type { Services } from '../../platform/services.ts';
import {
  correctedSearchTerm,
  fullTextQuery,
  relevanceOrder,
  searchHeadline,
  snippetSegments,
} from '../../platform/text-search.ts';
import { escapeLike } from '../users/follows.ts';
import { linkedCase, linkedCaseColumns, storyColumns, toStory } from './story-presenter.ts';

type StoriesQuery = z.output<typeof getStoriesQuerySchema>;
type StatusFilter = NarrativeStatus | 'all';

const SORT_ORDER: Record<StoriesQuery['sort'], ListKeys> = {
  views: { keys: [stories.views, stories.createdAt, stories.id], direction: 'desc' },
  desc: { keys: [stories.createdAt, stories.id], direction: 'desc' },
  asc: { keys: [stories.createdAt, stories.id], direction: 'asc' },
};

const statusCondition = (status: StatusFilter) =>
  status === 'all' ? undefined : eq(stories.status, status);

/** An order before the list's own (a search's relevance, closeness), with a search's snippet. */
interface Ranking {
  first: SQL[];
  headline?: SQL<string | null>;
}

/**
 * A page of narratives. A ranked list (a search, the closest to a text) pages by `offset`: a
 * search's `where` names the author's columns. Other lists seek deep pages in the order's index.
 */
export async function pageOfStories(
  db: Database,
  where: SQL | undefined,
  order: ListKeys,
  page: { startIndex: number; limit: number },
  ranking?: Ranking,
) {
  const query = db
    .select({
      story: storyColumns,
      author: authorColumns,
      donationCase: linkedCaseColumns,
      headline: ranking?.headline ?? sql<string | null>`null`,
    })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .leftJoin(donationCases, linkedCase)
    .$dynamic();
  const rows = await (ranking
    ? pageOf(query.where(where), [...ranking.first, ...orderOf(order)], page)
    : pageOf(query, orderOf(order), page, { table: stories, where, keys: order }));
  return rows.map(({ story, author, donationCase, headline: found }) => {
    const item = toStory(story, author, donationCase);
    return found === null ? item : { ...item, searchSnippet: snippetSegments(found) };
  });
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
 * looks at the title and text (full text, most relevant first, with snippets, misspelt words
 * corrected when nothing matches: decision 040), and also at the author's name and the country,
 * as the admin list promises.
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
  let ranking: Ranking | undefined;
  if (query.searchTerm) {
    const pattern = `%${escapeLike(query.searchTerm)}%`;
    const terms = fullTextQuery(query.searchTerm);
    conditions.push(
      or(
        sql`${stories.searchVector} @@ ${terms}`,
        ilike(stories.country, pattern),
        ilike(users.username, pattern),
      ),
    );
    ranking = {
      first: relevanceOrder(stories.searchVector, terms),
      headline: searchHeadline(stories.body, terms),
    };
  }
  const where = and(...conditions);
  const [list, totalStories, lastMonthStories] = await Promise.all([
    pageOfStories(db, where, SORT_ORDER[query.sort], query, ranking),
    countStories(db, where),
    countStories(db, where, lastMonthStart()),
  ]);
  if (totalStories === 0 && query.searchTerm) {
    const corrected = await correctedSearchTerm(db, query.searchTerm);
    if (corrected) return listStories(services, { ...query, searchTerm: corrected }, status);
  }
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
    pageOfStories(db, where, SORT_ORDER.desc, query),
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
    pageOfStories(db, where, SORT_ORDER.asc, page),
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
