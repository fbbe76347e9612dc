import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StatsPeriod } from '#contracts/stats.constants.ts';
import * as stats from '#contracts/stats.endpoints.ts';
import { call } from '#web/lib/api-client.ts';

export type { AuthorStats, MoneySeries, SiteStats } from '#contracts/stats.ts';

const statsKeys = {
  author: (days: StatsPeriod) => ['stats', 'author', days] as const,
  site: (days: StatsPeriod) => ['stats', 'site', days] as const,
};

/** The signed-in author's own figures over the period; the last period's stay while it loads. */
export function useAuthorStats(days: StatsPeriod) {
  return useQuery({
    queryKey: statsKeys.author(days),
    queryFn: ({ signal }) => call(stats.author, { query: { days }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The whole site's figures over the period (admins). */
export function useSiteStats(days: StatsPeriod) {
  return useQuery({
    queryKey: statsKeys.site(days),
    queryFn: ({ signal }) => call(stats.site, { query: { days }, signal }),
    placeholderData: keepPreviousData,
  });
}
