import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** The spec's admin counters: pending publisher requests, pending narratives, pending reports. */
export interface AdminCounters {
  pendingPublisherRequests: number;
  pendingStories: number;
  pendingReports: number;
}

/** Moderation screens invalidate this key after a decision so the badges follow at once. */
export const ADMIN_COUNTERS_KEY = ['admin-counters'] as const;
const POLL_MS = 30_000;

async function fetchAdminCounters(): Promise<AdminCounters> {
  // `limit=1`: only the totals are wanted, not the rows.
  const [requests, stories, reports] = await Promise.all([
    apiRequest<{ totalRequests: number }>('/api/user/publisher-requests/get', {
      query: { status: 'pending', limit: 1 },
    }),
    apiRequest<{ totalPendingStories: number }>('/api/story/pending', { query: { limit: 1 } }),
    apiRequest<{ pendingReports: number }>('/api/report', { query: { count: true } }),
  ]);
  return {
    pendingPublisherRequests: requests.totalRequests,
    pendingStories: stories.totalPendingStories,
    pendingReports: reports.pendingReports,
  };
}

/** Polled every 30 s while an admin has the dashboard open; nothing is asked for others. */
export function useAdminCounters(isAdmin: boolean) {
  return useQuery({
    queryKey: ADMIN_COUNTERS_KEY,
    queryFn: fetchAdminCounters,
    enabled: isAdmin,
    refetchInterval: POLL_MS,
  });
}
