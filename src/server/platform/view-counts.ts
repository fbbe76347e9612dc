import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { dailyStats, posts, stories } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { utcDay, type DailySubject } from './daily-stats.ts';

type CountedTable = typeof posts | typeof stories;

/** A row's views not yet stored, by the UTC day they were counted on. */
type Counted = Map<string, Map<string, number>>;

const totalOf = (days: Map<string, number> | undefined) =>
  [...(days?.values() ?? [])].reduce((sum, added) => sum + added, 0);

function addTo(counted: Counted, id: string, day: string, added: number) {
  const days = counted.get(id) ?? new Map<string, number>();
  days.set(day, (days.get(day) ?? 0) + added);
  counted.set(id, days);
}

/**
 * The views of one table's rows, counted in this process's memory and added to the stored
 * counts by `flush()` in one `UPDATE … FROM (VALUES …)`, and to the rows' days in the daily
 * rollup (`daily_stats`, by the UTC day of the clock when each view was counted), in one
 * transaction. A view is not an edit: rows keep their `updated_at`. Views whose write fails
 * wait for the next flush. A crash loses the views counted since the last flush.
 */
function createViewCounter(db: Database, table: CountedTable, subject: DailySubject, clock: Clock) {
  let waiting: Counted = new Map();
  let writing: Counted = new Map();
  return {
    add(id: string) {
      addTo(waiting, id, utcDay(clock.now()), 1);
    },

    /** Views of the row counted here and not yet stored. */
    unwritten: (id: string) => totalOf(waiting.get(id)) + totalOf(writing.get(id)),

    /** Writes the views counted so far; true when there were any. */
    async flush() {
      if (waiting.size === 0) return false;
      writing = waiting;
      waiting = new Map();
      const totals = [...writing].map(
        ([id, days]) => sql`(${id}::uuid, ${totalOf(days)}::integer)`,
      );
      const daily = [...writing].flatMap(([id, days]) =>
        [...days].map(([day, added]) => sql`(${id}::uuid, ${day}::date, ${added}::integer)`),
      );
      try {
        await db.transaction(async (tx) => {
          await tx.execute(sql`
            update ${table} set ${sql.identifier(table.views.name)} = ${table.views} + counted.added
            from (values ${sql.join(totals, sql`, `)}) as counted (id, added)
            where ${table.id} = counted.id`);
          await tx.execute(sql`
            insert into ${dailyStats} (day, subject_type, subject_id, views)
            select counted.day, ${subject}, counted.id, counted.added
            from (values ${sql.join(daily, sql`, `)}) as counted (id, day, added)
            join ${table} on ${table.id} = counted.id
            on conflict (subject_type, subject_id, day)
            do update set views = ${dailyStats}.views + excluded.views`);
        });
      } catch (error) {
        for (const [id, days] of writing) {
          for (const [day, added] of days) addTo(waiting, id, day, added);
        }
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
  clock: Clock = { now: () => new Date() },
) {
  const counters = {
    posts: createViewCounter(db, posts, 'post', clock),
    stories: createViewCounter(db, stories, 'story', clock),
  };
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
