import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
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

/** A list's order by columns of one table, all one way, the last one unique (the id). */
export interface ListKeys {
  keys: PgColumn[];
  direction: 'asc' | 'desc';
}

/** `keys` as an `orderBy`. */
export const orderOf = ({ keys, direction }: ListKeys): SQL[] =>
  keys.map((key) => (direction === 'desc' ? desc(key) : asc(key)));

/**
 * Where the page at `startIndex` of `table`'s rows that `where` keeps starts, in the order of
 * `keys`: the rows at or after the key of the row at `startIndex` (none past the end). Answers
 * what `offset` would, but the rows skipped are counted in the index of `keys` alone (an index-only
 * scan when `where` is on the index's columns) and only the page's rows are read; with `offset`,
 * every skipped row was read, joined and often sorted (decision 041). `where` must name only
 * `table`'s columns. Undefined for the first page.
 */
export function startOfPage(
  table: PgTable,
  where: SQL | undefined,
  order: ListKeys,
  startIndex: number,
): SQL | undefined {
  if (startIndex === 0) return undefined;
  const key = sql.join(order.keys, sql`, `);
  const first = sql`(select ${key} from ${table} where ${where ?? sql`true`} order by ${sql.join(orderOf(order), sql`, `)} offset ${startIndex} limit 1)`;
  return sql`(${key}) ${sql.raw(order.direction === 'desc' ? '<=' : '>=')} ${first}`;
}

/**
 * One page of a list's rows, in the list's order (the query made `$dynamic()`); with `seek`, the
 * list's table and keys, the query is given its `where` here, and a deep page is found by `startOfPage` rather than
 * `offset`.
 */
export function pageOf<Query extends PgSelect>(
  query: Query,
  order: SQL[],
  page: PageWindow,
  seek?: { table: PgTable; where: SQL | undefined; keys: ListKeys },
) {
  const start = seek && startOfPage(seek.table, seek.where, seek.keys, page.startIndex);
  return (seek ? query.where(and(seek.where, start)) : query)
    .orderBy(...order)
    .offset(start ? 0 : page.startIndex)
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
  /** The order's keys, on `of`'s columns only, when `where` is too: deep pages seek. */
  keys?: ListKeys;
}

/** One page of the rows `where` keeps, in the list's order, and how many it keeps in all. */
export function pageAndTotal<Query extends PgSelect>(
  db: Database,
  { rows, of, where, order, keys }: CountedList<Query>,
  page: PageWindow,
) {
  const seek = keys && { table: of, where, keys };
  return Promise.all([
    pageOf(seek ? rows : rows.where(where), order, page, seek),
    db.$count(of, where),
  ]);
}
