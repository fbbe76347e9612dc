import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

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

/** A list as `pageAndTotal` reads it. */
export interface CountedList<Query extends PgSelect> {
  /** The rows' select with its joins, made `$dynamic()`, without its `where`. */
  rows: Query;
  /** The table whose rows the list counts. */
  of: PgTable;
  where: SQL | undefined;
  order: SQL[];
}

/** One page of the rows `where` keeps, in the list's order, and how many it keeps in all. */
export function pageAndTotal<Query extends PgSelect>(
  db: Database,
  { rows, of, where, order }: CountedList<Query>,
  page: PageWindow,
) {
  return Promise.all([pageOf(rows.where(where), order, page), db.$count(of, where)]);
}
