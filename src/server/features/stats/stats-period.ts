import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { majorUnitsOf, type Currency } from '#contracts/currency.constants.ts';
import type { MoneySeries } from '#contracts/stats.ts';
import { dailyStats } from '../../db/schema.ts';
import { utcDay } from '../../platform/daily-stats.ts';

const DAY_MS = 24 * 3600 * 1000;

/** The `days` days ending on today's UTC day, oldest first. */
export function statsPeriod(now: Date, days: number) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const dates = Array.from({ length: days }, (_, i) =>
    utcDay(new Date(today - (days - 1 - i) * DAY_MS)),
  );
  return { days, from: dates[0]!, to: dates.at(-1)!, dates };
}

export type StatsPeriod = ReturnType<typeof statsPeriod>;

/** The rollup's rows of the period. */
export const inPeriod = (period: StatsPeriod): SQL =>
  sql`${dailyStats.day} between ${period.from} and ${period.to}`;

/** A counter summed over rows, 0 when there are none. */
export const sumOf = (column: AnyPgColumn) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** Each day of the period with its counts: the day's row, or zeros on a day with none. */
export function eachDay<Counts extends object>(
  period: StatsPeriod,
  rows: (Counts & { date: string })[],
  zero: Counts,
): (Counts & { date: string })[] {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return period.dates.map((date) => ({ ...zero, ...byDate.get(date), date }));
}

/** Per-day amounts (minor units) of several currencies: one series per currency, in major units. */
export function moneySeries(
  period: StatsPeriod,
  rows: { date: string; currency: Currency; amountCents: number }[],
): MoneySeries[] {
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  return currencies.map((currency) => {
    const byDate = new Map<string, number>();
    for (const row of rows) {
      if (row.currency === currency) {
        byDate.set(row.date, (byDate.get(row.date) ?? 0) + row.amountCents);
      }
    }
    const days = period.dates.map((date) => ({
      date,
      amount: majorUnitsOf(byDate.get(date) ?? 0, currency),
    }));
    const total = majorUnitsOf(
      [...byDate.values()].reduce((sum, amount) => sum + amount, 0),
      currency,
    );
    return { currency, total, days };
  });
}

/** The counters' totals over the series. */
export function totalsOf<Name extends string>(
  series: Record<Name, number>[],
  names: readonly Name[],
): Record<Name, number> {
  return Object.fromEntries(
    names.map((name) => [name, series.reduce((sum, day) => sum + day[name], 0)]),
  ) as Record<Name, number>;
}
