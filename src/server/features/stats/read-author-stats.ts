import { and, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthorStats } from '#contracts/stats.ts';
import { STATS_MESSAGES } from '#contracts/stats.ts';
import { majorUnitsOf } from '#contracts/currency.constants.ts';
import { dailyStats, donationCases, posts, stories, users } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import {
  eachDay,
  inPeriod,
  moneySeries,
  statsPeriod,
  sumOf,
  totalsOf,
  type StatsPeriod,
} from './stats-period.ts';

const COUNTERS = ['views', 'likes', 'comments', 'followers', 'gifts'] as const;
/** The most rows each table answers. */
const TABLE_LIMIT = 100;

/**
 * An author's posts and narratives over the last `days` days from the daily rollup: views,
 * likes, comments and new followers per day, the gifts received by the cases of their
 * narratives, and each post's and narrative's totals.
 */
export async function readAuthorStats(
  services: Pick<Services, 'db' | 'clock'>,
  authorId: string,
  days: number,
): Promise<AuthorStats> {
  const { db } = services;
  const [author] = await db
    .select({ _id: users.id, username: users.username })
    .from(users)
    .where(eq(users.id, authorId));
  if (!author) throw notFound(STATS_MESSAGES.authorNotFound);
  const period = statsPeriod(services.clock.now(), days);
  const [postDays, storyDays, followerDays, giftDays, postRows, narrativeRows] = await Promise.all([
    db
      .select({
        date: dailyStats.day,
        views: sumOf(dailyStats.views),
        likes: sumOf(dailyStats.likes),
        comments: sumOf(dailyStats.comments),
      })
      .from(dailyStats)
      .innerJoin(posts, and(eq(dailyStats.subjectType, 'post'), eq(dailyStats.subjectId, posts.id)))
      .where(and(eq(posts.userId, authorId), inPeriod(period)))
      .groupBy(dailyStats.day),
    db
      .select({ date: dailyStats.day, views: sumOf(dailyStats.views) })
      .from(dailyStats)
      .innerJoin(
        stories,
        and(eq(dailyStats.subjectType, 'story'), eq(dailyStats.subjectId, stories.id)),
      )
      .where(and(eq(stories.userId, authorId), inPeriod(period)))
      .groupBy(dailyStats.day),
    db
      .select({ date: dailyStats.day, followers: dailyStats.followers })
      .from(dailyStats)
      .where(
        and(
          eq(dailyStats.subjectType, 'author'),
          eq(dailyStats.subjectId, authorId),
          inPeriod(period),
        ),
      ),
    caseGiftDays(services, authorId, period),
    postTable(services, authorId, period),
    narrativeTable(services, authorId, period),
  ]);

  const byDate = <Row extends { date: string }>(rows: Row[]) =>
    new Map(rows.map((row) => [row.date, row]));
  const postsOn = byDate(postDays);
  const storiesOn = byDate(storyDays);
  const followersOn = byDate(followerDays);
  const giftsOn = new Map<string, number>();
  for (const row of giftDays) giftsOn.set(row.date, (giftsOn.get(row.date) ?? 0) + row.gifts);
  const series = eachDay(
    period,
    period.dates.map((date) => ({
      date,
      views: (postsOn.get(date)?.views ?? 0) + (storiesOn.get(date)?.views ?? 0),
      likes: postsOn.get(date)?.likes ?? 0,
      comments: postsOn.get(date)?.comments ?? 0,
      followers: followersOn.get(date)?.followers ?? 0,
      gifts: giftsOn.get(date) ?? 0,
    })),
    { views: 0, likes: 0, comments: 0, followers: 0, gifts: 0 },
  );
  return {
    days: period.days,
    from: period.from,
    to: period.to,
    author,
    series,
    totals: totalsOf(series, COUNTERS),
    money: moneySeries(period, giftDays),
    posts: postRows,
    narratives: narrativeRows.map((row) => withCaseGifts(row, giftDays)),
  };
}

/** The gifts per day and case received by the cases of the author's narratives. */
function caseGiftDays({ db }: Pick<Services, 'db'>, authorId: string, period: StatsPeriod) {
  return db
    .select({
      date: dailyStats.day,
      caseId: dailyStats.subjectId,
      currency: donationCases.currency,
      gifts: sumOf(dailyStats.gifts),
      amountCents: sumOf(dailyStats.giftsAmountCents),
    })
    .from(dailyStats)
    .innerJoin(
      donationCases,
      and(eq(dailyStats.subjectType, 'case'), eq(dailyStats.subjectId, donationCases.id)),
    )
    .innerJoin(stories, eq(stories.id, donationCases.storyId))
    .where(and(eq(stories.userId, authorId), inPeriod(period)))
    .groupBy(dailyStats.day, dailyStats.subjectId, donationCases.currency);
}

/** Rollup rows of the subject in the period, joined beside each of the author's items. */
const periodRows = (subjectType: string, subjectId: AnyPgColumn, period: StatsPeriod) =>
  and(
    eq(dailyStats.subjectType, subjectType),
    eq(dailyStats.subjectId, subjectId),
    inPeriod(period),
  );

function postTable({ db }: Pick<Services, 'db'>, authorId: string, period: StatsPeriod) {
  const views = sumOf(dailyStats.views);
  return db
    .select({
      _id: posts.id,
      title: posts.title,
      slug: posts.slug,
      views,
      likes: sumOf(dailyStats.likes),
      comments: sumOf(dailyStats.comments),
    })
    .from(posts)
    .leftJoin(dailyStats, periodRows('post', posts.id, period))
    .where(and(eq(posts.userId, authorId), eq(posts.status, 'published')))
    .groupBy(posts.id)
    .orderBy(desc(views), desc(posts.createdAt), desc(posts.id))
    .limit(TABLE_LIMIT);
}

function narrativeTable({ db }: Pick<Services, 'db'>, authorId: string, period: StatsPeriod) {
  const views = sumOf(dailyStats.views);
  return db
    .select({
      _id: stories.id,
      title: stories.title,
      slug: stories.slug,
      views,
      caseId: donationCases.id,
      currency: donationCases.currency,
    })
    .from(stories)
    .leftJoin(dailyStats, periodRows('story', stories.id, period))
    .leftJoin(donationCases, eq(donationCases.storyId, stories.id))
    .where(and(eq(stories.userId, authorId), eq(stories.status, 'approved')))
    .groupBy(stories.id, donationCases.id)
    .orderBy(desc(views), desc(stories.createdAt), desc(stories.id))
    .limit(TABLE_LIMIT);
}

type NarrativeRow = Awaited<ReturnType<typeof narrativeTable>>[number];
type CaseGiftDay = Awaited<ReturnType<typeof caseGiftDays>>[number];

/** A narrative's row with what its case received over the period. */
function withCaseGifts({ caseId, currency, ...row }: NarrativeRow, giftDays: CaseGiftDay[]) {
  const received = giftDays.filter((day) => day.caseId === caseId);
  const amountCents = received.reduce((total, day) => total + day.amountCents, 0);
  return {
    ...row,
    gifts: received.reduce((total, day) => total + day.gifts, 0),
    money: currency === null ? null : { currency, amount: majorUnitsOf(amountCents, currency) },
  };
}
