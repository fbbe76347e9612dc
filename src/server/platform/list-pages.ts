import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';

/** Where a page of a list starts and how many rows it holds (`pageQuerySchema`). */
export interface PageWindow {
  startIndex: number;
  limit: number;
}

/** Newest first by `time`, the id breaking ties in the same direction (an index serves both). */
export const newestFirst = (time: PgColumn, id: PgColumn): SQL[] => [desc(time), desc(id)];

/** Oldest first by `time`, the id breaking ties in the same direction. */
export const oldestFirst = (time: PgColumn, id: PgColumn): SQL[] => [asc(time), asc(id)];

/** One page of a list's rows, in the list's order (the query made `$dynamic()`). */
export function pageOf<Query extends PgSelect>(query: Query, order: SQL[], page: PageWindow) {
  return query
    .orderBy(...order)
    .offset(page.startIndex)
    .limit(page.limit);
}
