import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { scheduledJobs } from '../db/schema.ts';

/**
 * Claims the run of a scheduled job that is due at `now`, for this process alone: one statement
 * moves the job's next run on to `nextRunAt`, so of any processes that ask at once exactly one
 * is answered true. A job never claimed before is due at once.
 */
export async function claimJobRun(
  db: Database,
  name: string,
  now: Date,
  nextRunAt: Date,
): Promise<boolean> {
  await db.insert(scheduledJobs).values({ name, nextRunAt: now }).onConflictDoNothing();
  const claimed = await db
    .update(scheduledJobs)
    .set({ nextRunAt, lastRunAt: now })
    .where(and(eq(scheduledJobs.name, name), lte(scheduledJobs.nextRunAt, now)))
    .returning({ name: scheduledJobs.name });
  return claimed.length === 1;
}
