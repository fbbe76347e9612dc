/** The periods the stats answer, in days ending today (UTC). */
export const STATS_PERIODS = ['7', '30', '90'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const DEFAULT_STATS_PERIOD: StatsPeriod = '30';

export const STATS_MESSAGES = {
  invalidDays: 'days must be 7, 30 or 90',
  authorNotFound: 'Author not found',
  ownStatsOnly: 'You may only see your own stats',
} as const;
