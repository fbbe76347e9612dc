import { z } from 'zod';
import { currencySchema } from './donations.ts';
import { idSchema } from './common.ts';
import { DEFAULT_STATS_PERIOD, STATS_MESSAGES, STATS_PERIODS } from './stats.constants.ts';

export * from './stats.constants.ts';

const period = z
  .enum(STATS_PERIODS, { message: STATS_MESSAGES.invalidDays })
  .default(DEFAULT_STATS_PERIOD)
  .transform(Number)
  .describe('How many days, ending today (UTC): 7, 30 or 90; 30 by default');

export const siteStatsQuerySchema = z.object({ days: period });

export const authorStatsQuerySchema = z.object({
  days: period,
  authorId: idSchema
    .optional()
    .describe("Whose stats (admins only); the caller's own when left out"),
});

const count = z.number().int();
/** A UTC day, `2026-11-28`. */
const day = z.string();

/** Money of one currency over the period: each day's amount (0 when none) and the total. */
export const moneySeriesSchema = z.object({
  currency: currencySchema,
  total: z.number(),
  days: z.array(z.object({ date: day, amount: z.number() })),
});
export type MoneySeries = z.infer<typeof moneySeriesSchema>;

const periodFields = {
  days: count,
  /** The first and last days of the period (UTC), both included. */
  from: day,
  to: day,
};

export const authorStatsSchema = z.object({
  ...periodFields,
  author: z.object({ _id: idSchema, username: z.string() }),
  /** One entry per day of the period, oldest first, 0 on a day with nothing. */
  series: z.array(
    z.object({
      date: day,
      views: count,
      likes: count,
      comments: count,
      followers: count,
      gifts: count,
    }),
  ),
  totals: z.object({
    views: count,
    likes: count,
    comments: count,
    followers: count,
    gifts: count,
  }),
  /** The gifts' money received by the cases of the author's narratives, per currency. */
  money: z.array(moneySeriesSchema),
  /** The author's published posts, the most viewed over the period first. */
  posts: z.array(
    z.object({
      _id: idSchema,
      title: z.string(),
      slug: z.string(),
      views: count,
      likes: count,
      comments: count,
    }),
  ),
  /** The author's approved narratives, the most viewed over the period first. */
  narratives: z.array(
    z.object({
      _id: idSchema,
      title: z.string(),
      slug: z.string(),
      views: count,
      gifts: count,
      /** What its case received over the period, in the case's currency; null without a case. */
      money: z.object({ currency: currencySchema, amount: z.number() }).nullable(),
    }),
  ),
});
export type AuthorStats = z.infer<typeof authorStatsSchema>;

export const siteStatsSchema = z.object({
  ...periodFields,
  series: z.array(
    z.object({
      date: day,
      members: count,
      posts: count,
      narratives: count,
      gifts: count,
    }),
  ),
  totals: z.object({ members: count, posts: count, narratives: count, gifts: count }),
  /** Money received, per currency: never added across currencies (decision 032). */
  money: z.array(moneySeriesSchema),
});
export type SiteStats = z.infer<typeof siteStatsSchema>;
