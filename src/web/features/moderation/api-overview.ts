import { useQuery } from '@tanstack/react-query';
import * as comments from '#contracts/comments.endpoints.ts';
import type { PublisherRequestList } from '#contracts/publisher-requests.ts';
import type { PendingReportsCount } from '#contracts/reports.ts';
import type { PendingStoriesResponse, StoriesResponse } from '#contracts/stories.ts';
import type { UsersPage } from '#contracts/users.ts';
import { api, call } from '#web/lib/api-client.ts';
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
    queryFn: ({ signal }) =>
      api.get<UsersPage>('/api/user/getusers', { query: { limit: OVERVIEW_LIST_SIZE }, signal }),
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
      api.get<StoriesResponse>('/api/story/get', {
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
  const [requests, stories, reports] = await Promise.all([
    api.get<PublisherRequestList>('/api/user/publisher-requests/get', {
      query: { status: 'pending', limit: 1 },
    }),
    api.get<PendingStoriesResponse>('/api/story/pending', {
      query: { limit: 1 },
    }),
    api.get<PendingReportsCount>('/api/report', { query: { count: true } }),
  ]);
  return {
    pendingPublisherRequests: requests.totalRequests,
    pendingStories: stories.totalPendingStories,
    pendingReports: reports.pendingReports,
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
