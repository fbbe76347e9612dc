import { useQuery } from '@tanstack/react-query';
import * as comments from '#contracts/comments.endpoints.ts';
import * as publisherRequests from '#contracts/publisher-requests.endpoints.ts';
import * as reports from '#contracts/reports.endpoints.ts';
import * as stories from '#contracts/stories.endpoints.ts';
import * as users from '#contracts/users.endpoints.ts';
import { call } from '#web/lib/api-client.ts';
import { fetchPosts, postKeys, type PostsQuery } from '#web/features/posts/api.ts';
import { moderationKeys } from './api-cache.ts';

/** The spec's admin counters: pending publisher requests, pending narratives, pending reports. */
export interface AdminCounters {
  pendingPublisherRequests: number;
  pendingStories: number;
  pendingReports: number;
}

/** The overview's recent lists hold five entries each (the spec). */
export const OVERVIEW_LIST_SIZE = 5;
const COUNTERS_POLL_MS = 30_000;

/** The newest users with the totals (`GET /api/user/getusers?limit=5`). */
export function useRecentUsers() {
  return useQuery({
    queryKey: moderationKeys.overview('users'),
    queryFn: ({ signal }) => call(users.list, { query: { limit: OVERVIEW_LIST_SIZE }, signal }),
  });
}

/** The newest posts with the totals (`GET /api/post/getposts?limit=5`). */
export function useRecentPosts() {
  const query: PostsQuery = { limit: OVERVIEW_LIST_SIZE, sort: 'desc' };
  return useQuery({
    queryKey: postKeys.list(query),
    queryFn: ({ signal }) => fetchPosts(query, signal),
  });
}

/** The newest approved narratives with the totals. */
export function useRecentNarratives() {
  return useQuery({
    queryKey: moderationKeys.overview('narratives'),
    queryFn: ({ signal }) =>
      call(stories.list, {
        query: { limit: OVERVIEW_LIST_SIZE, status: 'approved' },
        signal,
      }),
  });
}

/** The newest comments with the totals (`GET /api/comment/getcomments?limit=5`). */
export function useRecentComments() {
  return useQuery({
    queryKey: moderationKeys.overview('comments'),
    queryFn: ({ signal }) =>
      call(comments.overview, {
        query: { limit: OVERVIEW_LIST_SIZE },
        signal,
      }),
  });
}

async function fetchAdminCounters(): Promise<AdminCounters> {
  // `limit=1`: only the totals are wanted, not the rows.
  const [requests, pendingStories, pendingReports] = await Promise.all([
    call(publisherRequests.list, { query: { status: 'pending', limit: 1 } }),
    call(stories.pending, { query: { limit: 1 } }),
    call(reports.list, { query: { count: 'true' } }),
  ]);
  return {
    pendingPublisherRequests: requests.totalRequests,
    pendingStories: pendingStories.totalPendingStories,
    // Asked with `count=true`, the answer is the count alone.
    pendingReports: 'pendingReports' in pendingReports ? pendingReports.pendingReports : 0,
  };
}

/** Polled every 30 s while an admin has the dashboard open; nothing is asked for others. */
export function useAdminCounters(enabled: boolean) {
  return useQuery({
    queryKey: moderationKeys.adminCounters,
    queryFn: fetchAdminCounters,
    enabled,
    refetchInterval: COUNTERS_POLL_MS,
  });
}
