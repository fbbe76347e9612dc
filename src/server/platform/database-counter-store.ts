import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitWindows as windows } from '../db/schema.ts';
import type { CounterStore, WindowCount } from './counter-store.ts';

const SWEEP_EVERY_MS = 60_000;

const windowColumns = {
  count: windows.count,
  resetsAt: windows.resetsAt,
  lastHitAt: windows.lastHitAt,
};

/**
 * The rate limits' counters in the database (`rate_limit_windows`, unlogged), so that every app
 * process on one PostgreSQL counts against the same windows. Each call is one statement; a hit
 * is one atomic upsert. Windows that have ended are swept once a minute.
 */
export class DatabaseCounterStore implements CounterStore {
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {
    this.sweeper = setInterval(() => void this.sweep().catch(() => {}), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    const hasEnded = sql`${windows.resetsAt} <= ${now}`;
    const [window] = await this.db
      .insert(windows)
      .values({ key, count: 1, resetsAt: now + windowMs, lastHitAt: now })
      .onConflictDoUpdate({
        target: windows.key,
        set: {
          count: sql`CASE WHEN ${hasEnded} THEN 1 ELSE ${windows.count} + 1 END`,
          resetsAt: sql`CASE WHEN ${hasEnded} THEN excluded.resets_at ELSE ${windows.resetsAt} END`,
          lastHitAt: now,
        },
      })
      .returning(windowColumns);
    return window!;
  }

  async peek(key: string): Promise<WindowCount | null> {
    const [window] = await this.db.select(windowColumns).from(windows).where(this.running(key));
    return window ?? null;
  }

  async undo(key: string): Promise<void> {
    await this.db
      .update(windows)
      .set({ count: sql`${windows.count} - 1` })
      .where(and(this.running(key), gt(windows.count, 0)));
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(windows).where(eq(windows.key, key));
  }

  /** Forgets the windows that have ended. */
  async sweep(): Promise<void> {
    await this.db.delete(windows).where(lte(windows.resetsAt, this.now()));
  }

  close() {
    clearInterval(this.sweeper);
  }

  private running(key: string) {
    return and(eq(windows.key, key), gt(windows.resetsAt, this.now()));
  }
}
