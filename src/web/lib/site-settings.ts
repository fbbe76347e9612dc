import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteResponse } from '#contracts/site.ts';
import { api } from '#web/lib/api-client.ts';

export const siteQueryKey = ['site'] as const;

/** Public settings (`GET /api/site`): they change only with a redeploy, so fetch once. */
export const siteQueryOptions = queryOptions({
  queryKey: siteQueryKey,
  queryFn: ({ signal }) => api.get<SiteResponse>('/api/site', { signal }),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useSite() {
  return useQuery(siteQueryOptions);
}
