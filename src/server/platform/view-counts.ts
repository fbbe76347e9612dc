import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { posts, stories } from '../db/schema.ts';

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
