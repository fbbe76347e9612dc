import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { posts, stories } from '../db/schema.ts';

type CountedTable = typeof posts | typeof stories;

/**
 * The views of one table's rows, counted in this process's memory and added to the stored
 * counts by `flush()` in one `UPDATE … FROM (VALUES …)`. A view is not an edit: rows keep their
 * `updated_at`. Views whose write fails wait for the next flush. A crash loses the views counted
 * since the last flush.
 */
function createViewCounter(db: Database, table: CountedTable) {
  let waiting = new Map<string, number>();
  let writing = new Map<string, number>();
  return {
    add(id: string) {
      waiting.set(id, (waiting.get(id) ?? 0) + 1);
    },

    /** Views of the row counted here and not yet stored. */
    unwritten: (id: string) => (waiting.get(id) ?? 0) + (writing.get(id) ?? 0),

    /** Writes the views counted so far; true when there were any. */
    async flush() {
      if (waiting.size === 0) return false;
      writing = waiting;
      waiting = new Map();
      const rows = [...writing].map(([id, added]) => sql`(${id}::uuid, ${added}::integer)`);
      try {
        await db.execute(sql`
          update ${table} set ${sql.identifier(table.views.name)} = ${table.views} + counted.added
          from (values ${sql.join(rows, sql`, `)}) as counted (id, added)
          where ${table.id} = counted.id`);
      } catch (error) {
        for (const [id, added] of writing) waiting.set(id, (waiting.get(id) ?? 0) + added);
        throw error;
      } finally {
        writing = new Map();
      }
      return true;
    },
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;

/**
 * Post and narrative views, flushed every `flushIntervalMs` and by `close()` (graceful
 * shutdown). One flush runs at a time; `written` follows each flush that stored any views.
 */
export function createViewCounts(
  db: Database,
  log: FastifyBaseLogger,
  flushIntervalMs: number,
  written: () => Promise<void> = async () => {},
) {
  const counters = { posts: createViewCounter(db, posts), stories: createViewCounter(db, stories) };
  let flushing = Promise.resolve();
  const flush = () => {
    flushing = flushing.then(async () => {
      let wrote = false;
      for (const counter of Object.values(counters)) {
        wrote =
          (await counter.flush().catch((error: unknown) => {
            log.error({ err: error }, 'writing view counts failed; they wait for the next flush');
            return false;
          })) || wrote;
      }
      if (wrote) await written().catch((error: unknown) => log.error({ err: error }));
    });
    return flushing;
  };
  const timer = setInterval(() => void flush(), flushIntervalMs).unref();
  return {
    ...counters,
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

export type ViewCounts = ReturnType<typeof createViewCounts>;

/** The stored view count of the row `where` selects, or undefined when none matches. */
export async function storedViews(db: Database, table: CountedTable, where: SQL) {
  const [row] = await db.select({ views: table.views }).from(table).where(where).limit(1);
  return row?.views;
}
