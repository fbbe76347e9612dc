import { queryOptions, useQuery } from '@tanstack/react-query';
import * as site from '#contracts/site.endpoints.ts';
import { call } from '#web/lib/api-client.ts';

export const siteQueryKey = ['site'] as const;

/** Public settings (`GET /api/site`): they change only with a redeploy, so fetch once. */
export const siteQueryOptions = queryOptions({
  queryKey: siteQueryKey,
  queryFn: ({ signal }) => call(site.settings, { signal }),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useSite() {
  return useQuery(siteQueryOptions);
}
