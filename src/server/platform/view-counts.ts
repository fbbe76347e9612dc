import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { posts, stories } from '../db/schema.ts';
import type { ViewLedger } from './view-ledger.ts';

/**
 * The view count of the row `where` selects in a table that counts views: `count` adds one in a
 * single statement, `read` answers it as it is. Both answer undefined when no row matches. A
 * view is not an edit: the row keeps its updatedAt.
 */
export function viewCount(db: Database, table: typeof posts | typeof stories, where: SQL) {
  return {
    count: async () => {
      const [counted] = await db
        .update(table)
        .set({ views: sql`${table.views} + 1`, updatedAt: sql`${table.updatedAt}` })
        .where(where)
        .returning({ views: table.views });
      return counted;
    },
    read: async () => {
      const [row] = await db.select({ views: table.views }).from(table).where(where).limit(1);
      return row;
    },
  };
}

/**
 * The visitor's view of the item, counted through the ledger (once per window): the count, and
 * whether this view added to it (so only that one is announced). Undefined when no row matches.
 */
export async function countViewOnce(
  ledger: ViewLedger,
  visitor: string,
  itemId: string,
  counter: ReturnType<typeof viewCount>,
) {
  let counted = false;
  const viewed = await ledger.view(visitor, itemId, {
    read: counter.read,
    count: async () => {
      const result = await counter.count();
      counted = result !== undefined;
      return result;
    },
  });
  return viewed && { views: viewed.views, counted };
}
