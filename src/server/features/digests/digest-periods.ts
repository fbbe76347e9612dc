export type DigestFrequency = 'daily' | 'weekly';

export interface DigestPeriod {
  /** `daily:2026-11-27`: the choice and the period's first day (UTC). */
  key: string;
  start: Date;
  end: Date;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * The last period of that frequency to have ended by `now`, in UTC: yesterday for a daily
 * digest, last week (Monday to Sunday) for a weekly one.
 */
export function lastEndedPeriod(frequency: DigestFrequency, now: Date): DigestPeriod {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // getUTCDay: Sunday is 0; a week ends at the midnight that starts a Monday.
  const daysSinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  const end = frequency === 'daily' ? midnight : midnight - daysSinceMonday * DAY_MS;
  const start = end - (frequency === 'daily' ? 1 : 7) * DAY_MS;
  return {
    key: `${frequency}:${new Date(start).toISOString().slice(0, 10)}`,
    start: new Date(start),
    end: new Date(end),
  };
}
