import { and, eq } from 'drizzle-orm';
import type { SiteStats } from '#contracts/stats.ts';
import { dailyStats, donationCases } from '../../db/schema.ts';
import { SITE_SUBJECT_ID } from '../../platform/daily-stats.ts';
import type { Services } from '../../platform/services.ts';
import { eachDay, inPeriod, moneySeries, statsPeriod, sumOf, totalsOf } from './stats-period.ts';

const COUNTERS = ['members', 'posts', 'narratives', 'gifts'] as const;

/** The whole site over the last `days` days from the daily rollup, money per currency. */
export async function readSiteStats(
  services: Pick<Services, 'db' | 'clock'>,
  days: number,
): Promise<SiteStats> {
  const { db } = services;
  const period = statsPeriod(services.clock.now(), days);
  const [siteDays, giftDays] = await Promise.all([
    db
      .select({
        date: dailyStats.day,
        members: dailyStats.members,
        posts: dailyStats.posts,
        narratives: dailyStats.narratives,
      })
      .from(dailyStats)
      .where(
        and(
          eq(dailyStats.subjectType, 'site'),
          eq(dailyStats.subjectId, SITE_SUBJECT_ID),
          inPeriod(period),
        ),
      ),
    db
      .select({
        date: dailyStats.day,
        currency: donationCases.currency,
        gifts: sumOf(dailyStats.gifts),
        amountCents: sumOf(dailyStats.giftsAmountCents),
      })
      .from(dailyStats)
      .innerJoin(
        donationCases,
        and(eq(dailyStats.subjectType, 'case'), eq(dailyStats.subjectId, donationCases.id)),
      )
      .where(inPeriod(period))
      .groupBy(dailyStats.day, donationCases.currency),
  ]);
  const giftsOn = new Map<string, number>();
  for (const row of giftDays) giftsOn.set(row.date, (giftsOn.get(row.date) ?? 0) + row.gifts);
  const series = eachDay(
    period,
    siteDays.map((row) => ({ ...row, gifts: giftsOn.get(row.date) ?? 0 })),
    { members: 0, posts: 0, narratives: 0, gifts: 0 },
  ).map((row) => ({ ...row, gifts: giftsOn.get(row.date) ?? 0 }));
  return {
    days: period.days,
    from: period.from,
    to: period.to,
    series,
    totals: totalsOf(series, COUNTERS),
    money: moneySeries(period, giftDays),
  };
}
