import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { dailyStats } from '../db/schema.ts';

/** What a `daily_stats` row counts about its subject (`db/schema.ts`). */
export type DailySubject = 'post' | 'story' | 'author' | 'case' | 'site';

export type DailyCounter =
  | 'views'
  | 'likes'
  | 'comments'
  | 'followers'
  | 'gifts'
  | 'giftsAmountCents'
  | 'members'
  | 'posts'
  | 'narratives';

/** The site's own row has no subject of its own: the nil uuid stands in. */
export const SITE_SUBJECT_ID = '00000000-0000-0000-0000-000000000000';

/** The UTC day of a moment, as the rollup keys it: `2026-11-28`. */
export const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * Adds to the day's counters of one subject, making its row on the day's first count: one
 * statement, so processes counting at once add up exactly.
 */
export async function addDailyCounts(
  db: Database | Transaction,
  day: string,
  subjectType: DailySubject,
  subjectId: string,
  counts: Partial<Record<DailyCounter, number>>,
) {
  const names = Object.keys(counts) as DailyCounter[];
  if (names.length === 0) return;
  await db
    .insert(dailyStats)
    .values({ day, subjectType, subjectId, ...counts })
    .onConflictDoUpdate({
      target: [dailyStats.subjectType, dailyStats.subjectId, dailyStats.day],
      set: Object.fromEntries(
        names.map((name) => [
          name,
          sql`${dailyStats[name]} + excluded.${sql.identifier(dailyStats[name].name)}`,
        ]),
      ),
    });
}
