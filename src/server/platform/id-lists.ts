import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ID_LIST_CAP } from '#contracts/common.ts';

/**
 * A correlated subquery for a select list: the ids `id` of the rows of `from` that match `where`,
 * as an array of at most ID_LIST_CAP, in an order an index serves. One query serves a whole page
 * this way (never a query per row).
 */
export const cappedIdArray = (
  id: AnyPgColumn,
  from: PgTable,
  where: SQL,
  orderBy: SQL | AnyPgColumn,
) =>
  sql<
    string[]
  >`array(select ${id}::text from ${from} where ${where} order by ${orderBy} limit ${ID_LIST_CAP})`;

/** A correlated subquery for a select list: whether a row of `from` matches `where`. */
export const rowExists = (from: PgTable, where: SQL) =>
  sql<boolean>`exists(select 1 from ${from} where ${where})`;

/**
 * A capped id list as a client reads it: the viewer's own id is always in it when it belongs
 * there (the viewer liked the comment, follows the user), so `list.includes(myId)` holds.
 */
export function includeViewer(ids: string[], viewerId: string | null, viewerBelongs: boolean) {
  if (!viewerId || !viewerBelongs || ids.includes(viewerId)) return ids;
  return [viewerId, ...ids.slice(0, ID_LIST_CAP - 1)];
}
