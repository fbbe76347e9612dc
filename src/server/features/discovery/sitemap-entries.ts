import { and, asc, eq, exists, gt, isNull, or, type Column, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
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

/**
 * The pages of the rows of `table` that `where` keeps, read in id order by `inKeysetChunks`:
 * `rows` selects what `toEntry` needs (made `$dynamic()`, without its `where`).
 */
function keysetSource<Query extends PgSelect>({
  table,
  where,
  rows,
  toEntry,
}: {
  table: PgTable & { id: PgColumn };
  where: (db: Database) => SQL | undefined;
  rows: (db: Database) => Query;
  toEntry: (row: Query['_']['result'][number]) => SitemapEntry & { id: string };
}): SitemapSource {
  return {
    count: (db) => db.$count(table, where(db)),
    entries: (db, run) =>
      inKeysetChunks(
        async (start, chunk) =>
          (
            await rows(db)
              .where(and(where(db), afterId(table.id, start)))
              .orderBy(asc(table.id))
              .offset(skipped(start))
              .limit(chunk)
          ).map(toEntry),
        run,
      ),
  };
}

const listingPages: SitemapSource = {
  count: async () => LISTING_PAGES.length,
  async *entries(_db, { offset, limit }) {
    for (const path of LISTING_PAGES.slice(offset, offset + limit)) yield { path };
  },
};

const allPosts = keysetSource({
  table: posts,
  where: () => isPublicPost,
  rows: (db) =>
    db.select({ id: posts.id, slug: posts.slug, lastmod: posts.updatedAt }).from(posts).$dynamic(),
  toEntry: ({ id, slug, lastmod }) => ({ id, path: postPath(slug), lastmod }),
});

const isApproved = eq(stories.status, 'approved');

const approvedNarratives = keysetSource({
  table: stories,
  where: () => isApproved,
  rows: (db) =>
    db
      .select({ id: stories.id, slug: stories.slug, lastmod: stories.updatedAt })
      .from(stories)
      .$dynamic(),
  toEntry: ({ id, slug, lastmod }) => ({ id, path: narrativePath(slug), lastmod }),
});

/** The same rule as the public case list (`donations/list-donation-cases.ts`). */
const isOpenCase = and(eq(donationCases.active, true), isNull(donationCases.archivedAt));

const activeCases = keysetSource({
  table: donationCases,
  where: () => isOpenCase,
  rows: (db) =>
    db
      .select({ id: donationCases.id, lastmod: donationCases.updatedAt })
      .from(donationCases)
      .$dynamic(),
  toEntry: ({ id, lastmod }) => ({ id, path: donationCasePath(id), lastmod }),
});

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

const authors = keysetSource({
  table: users,
  where: hasPublicWork,
  rows: (db) => db.select({ id: users.id, username: users.username }).from(users).$dynamic(),
  toEntry: ({ id, username }) => ({ id, path: profilePath(username) }),
});

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
