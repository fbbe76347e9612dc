import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { DASHBOARD_COMMENTS_PAGE_SIZE, type DashboardComment } from '#contracts/comments.ts';
import { POSTS_PAGE_SIZE } from '#contracts/posts.ts';
import {
  REPORTS_PAGE_SIZE,
  type ReportListResponse,
  type ReportStatusFilter,
} from '#contracts/reports.ts';
import type { Story } from '#contracts/stories.ts';
import type { PrivateUser } from '#contracts/users.ts';
import { api } from '#web/lib/api-client.ts';
import { fetchPosts, postKeys, type PostsQuery } from './posts.ts';

export type { DashboardComment } from '#contracts/comments.ts';
export type { ReportListItem, ReportStatusFilter } from '#contracts/reports.ts';

/** The overview's recent lists hold five entries each (the spec). */
export const OVERVIEW_LIST_SIZE = 5;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  overview: (part: 'users' | 'narratives' | 'comments') => ['dashboard', 'overview', part] as const,
  comments: (scope: CommentsScope) => ['dashboard', 'comments', scope] as const,
  reports: (status: ReportStatusFilter, page: number) =>
    ['dashboard', 'reports', status, page] as const,
};

interface MessageResponse {
  success: boolean;
  message: string;
}

/* ---------- Overview ---------- */

interface UsersResponse {
  users: PrivateUser[];
  totalUsers: number;
  lastMonthUsers: number;
}

interface StoriesResponse {
  stories: Story[];
  totalStories: number;
  lastMonthStories: number;
}

interface OverviewCommentsResponse {
  comments: DashboardComment[];
  totalComments: number;
  lastMonthComments: number;
}

/** The newest users with the totals (`GET /api/user/getusers?limit=5`). */
export function useRecentUsers() {
  return useQuery({
    queryKey: dashboardKeys.overview('users'),
    queryFn: ({ signal }) =>
      api.get<UsersResponse>('/api/user/getusers', {
        query: { limit: OVERVIEW_LIST_SIZE },
        signal,
      }),
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
    queryKey: dashboardKeys.overview('narratives'),
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
    queryKey: dashboardKeys.overview('comments'),
    queryFn: ({ signal }) =>
      api.get<OverviewCommentsResponse>('/api/comment/getcomments', {
        query: { limit: OVERVIEW_LIST_SIZE },
        signal,
      }),
  });
}

/* ---------- Posts tab ---------- */

export interface ManagedPostsFilters {
  /** Set for a publisher (their own posts); unset for an admin (every post). */
  userId?: string;
  searchTerm: string;
  /** A category, or undefined for all. */
  category?: string;
}

/** The Posts tab's list, newest first, nine at a time behind Show more. */
export function useManagedPosts(filters: ManagedPostsFilters) {
  return useInfiniteQuery({
    queryKey: [...postKeys.all, 'manage', filters] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      fetchPosts(
        {
          userId: filters.userId,
          searchTerm: filters.searchTerm || undefined,
          category: filters.category,
          sort: 'desc',
          startIndex: pageParam,
          limit: POSTS_PAGE_SIZE,
        },
        signal,
      ),
    // The spec: Show more disappears when fewer than a page come back.
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.posts.length === POSTS_PAGE_SIZE ? lastPageParam + POSTS_PAGE_SIZE : undefined,
    placeholderData: keepPreviousData,
  });
}

/* ---------- Comments tab ---------- */

/** Admins manage every comment; a publisher the comments on their own posts. */
export type CommentsScope = 'all' | 'own-posts';

const COMMENTS_PATH: Record<CommentsScope, string> = {
  all: '/api/comment/getComments',
  'own-posts': '/api/comment/getPublisherComments',
};

export function useManagedComments(scope: CommentsScope) {
  return useInfiniteQuery({
    queryKey: dashboardKeys.comments(scope),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<{ comments: DashboardComment[] }>(COMMENTS_PATH[scope], {
        query: { startIndex: pageParam, limit: DASHBOARD_COMMENTS_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.comments.length === DASHBOARD_COMMENTS_PAGE_SIZE
        ? lastPageParam + DASHBOARD_COMMENTS_PAGE_SIZE
        : undefined,
  });
}

/* ---------- Reports tab ---------- */

export function useReports(status: ReportStatusFilter, page: number) {
  return useQuery({
    queryKey: dashboardKeys.reports(status, page),
    queryFn: ({ signal }) =>
      api.get<ReportListResponse>('/api/report', {
        query: { status, page, limit: REPORTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    // Reports arrive while the tab is open: ask again whenever it is shown.
    staleTime: 0,
  });
}

export const markReportReviewed = (id: string) =>
  api.put<MessageResponse>(`/api/report/${id}`, { status: 'reviewed' });

export const deleteReport = (id: string) => api.delete<MessageResponse>(`/api/report/${id}`);
