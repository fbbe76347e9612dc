import { and, asc, eq, exists, gt, isNull, or, type Column } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { donationCases, posts, stories, users } from '../../db/schema.ts';
import {
  donationCasePath,
  LISTING_PAGES,
  narrativePath,
  postPath,
  profilePath,
} from './site-paths.ts';
import { isPublicPost } from '../../platform/public-targets.ts';

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** Where a chunk starts: after the last id read, or (the first chunk) at an offset in id order. */
type ChunkStart = { after: string } | { offset: number };

/** One kind of public page: how many there are, and a run of them in a stable order. */
interface SitemapSource {
  count(db: Database): Promise<number>;
  entries(db: Database, run: Run): AsyncIterable<SitemapEntry>;
}

/** `limit` entries from `offset`, read `rowsPerRead` rows per statement. */
interface Run {
  offset: number;
  limit: number;
  rowsPerRead: number;
}

/**
 * Reads a run of rows in primary-key order, one indexed statement per chunk: the first jumps to
 * the offset, each next one continues after the last id it saw (keyset).
 */
async function* inKeysetChunks(
  readChunk: (start: ChunkStart, limit: number) => Promise<(SitemapEntry & { id: string })[]>,
  { offset, limit, rowsPerRead }: Run,
): AsyncIterable<SitemapEntry> {
  let start: ChunkStart = { offset };
  let remaining = limit;
  while (remaining > 0) {
    const wanted = Math.min(rowsPerRead, remaining);
    const rows = await readChunk(start, wanted);
    for (const { path, lastmod } of rows) yield { path, lastmod };
    const last = rows.at(-1);
    if (rows.length < wanted || !last) return;
    remaining -= rows.length;
    start = { after: last.id };
  }
}

const afterId = (id: Column, start: ChunkStart) =>
  'after' in start ? gt(id, start.after) : undefined;
const skipped = (start: ChunkStart) => ('offset' in start ? start.offset : 0);

const listingPages: SitemapSource = {
  count: async () => LISTING_PAGES.length,
  async *entries(_db, { offset, limit }) {
    for (const path of LISTING_PAGES.slice(offset, offset + limit)) yield { path };
  },
};

const allPosts: SitemapSource = {
  count: (db) => db.$count(posts, isPublicPost),
  entries: (db, run) =>
    inKeysetChunks(
      async (start, chunk) =>
        (
          await db
            .select({ id: posts.id, slug: posts.slug, lastmod: posts.updatedAt })
            .from(posts)
            .where(and(isPublicPost, afterId(posts.id, start)))
            .orderBy(asc(posts.id))
            .offset(skipped(start))
            .limit(chunk)
        ).map(({ id, slug, lastmod }) => ({ id, path: postPath(slug), lastmod })),
      run,
    ),
};

const isApproved = eq(stories.status, 'approved');

const approvedNarratives: SitemapSource = {
  count: (db) => db.$count(stories, isApproved),
  entries: (db, run) =>
    inKeysetChunks(
      async (start, chunk) =>
        (
          await db
            .select({ id: stories.id, slug: stories.slug, lastmod: stories.updatedAt })
            .from(stories)
            .where(and(isApproved, afterId(stories.id, start)))
            .orderBy(asc(stories.id))
            .offset(skipped(start))
            .limit(chunk)
        ).map(({ id, slug, lastmod }) => ({ id, path: narrativePath(slug), lastmod })),
      run,
    ),
};

/** The same rule as the public case list (`donations/list-donation-cases.ts`). */
const isOpenCase = and(eq(donationCases.active, true), isNull(donationCases.archivedAt));

const activeCases: SitemapSource = {
  count: (db) => db.$count(donationCases, isOpenCase),
  entries: (db, run) =>
    inKeysetChunks(
      async (start, chunk) =>
        (
          await db
            .select({ id: donationCases.id, lastmod: donationCases.updatedAt })
            .from(donationCases)
            .where(and(isOpenCase, afterId(donationCases.id, start)))
            .orderBy(asc(donationCases.id))
            .offset(skipped(start))
            .limit(chunk)
        ).map(({ id, lastmod }) => ({ id, path: donationCasePath(id), lastmod })),
      run,
    ),
};

/** Someone with a post or an approved narrative; each test is an indexed lookup by author. */
const hasPublicWork = (db: Database) =>
  or(
    exists(
      db
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.userId, users.id), isPublicPost)),
    ),
    exists(
      db
        .select({ id: stories.id })
        .from(stories)
        .where(and(eq(stories.userId, users.id), isApproved)),
    ),
  );

const authors: SitemapSource = {
  count: (db) => db.$count(users, hasPublicWork(db)),
  entries: (db, run) =>
    inKeysetChunks(
      async (start, chunk) =>
        (
          await db
            .select({ id: users.id, username: users.username })
            .from(users)
            .where(and(hasPublicWork(db), afterId(users.id, start)))
            .orderBy(asc(users.id))
            .offset(skipped(start))
            .limit(chunk)
        ).map(({ id, username }) => ({ id, path: profilePath(username) })),
      run,
    ),
};

/** Every public page, in the order the sitemap lists them. */
const SOURCES = [listingPages, allPosts, approvedNarratives, activeCases, authors];

/** How many pages each source holds, in `SOURCES` order. */
export const countSitemapEntries = (db: Database) =>
  Promise.all(SOURCES.map((source) => source.count(db)));

/**
 * The entries from position `start` up to `end` (excluded) of the whole list, read source by
 * source, `rowsPerRead` rows per statement, never the whole list at once.
 */
export async function* sitemapEntriesBetween(
  db: Database,
  counts: number[],
  { start, end, rowsPerRead }: { start: number; end: number; rowsPerRead: number },
): AsyncIterable<SitemapEntry> {
  let sourceStart = 0;
  for (const [index, source] of SOURCES.entries()) {
    const sourceEnd = sourceStart + (counts[index] ?? 0);
    const from = Math.max(start, sourceStart);
    const to = Math.min(end, sourceEnd);
    if (from < to) {
      yield* source.entries(db, { offset: from - sourceStart, limit: to - from, rowsPerRead });
    }
    sourceStart = sourceEnd;
  }
}
