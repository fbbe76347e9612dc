import {
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { PUBLISHER_REQUESTS_PAGE_SIZE } from '#contracts/publisher-request-messages.ts';
import type { publisherRequestResponseSchema } from '#contracts/publisher-requests.ts';
import { STORIES_PAGE_SIZE, type Story } from '#contracts/stories.ts';
import { USERS_PAGE_SIZE, type BanDuration, type PrivateUser } from '#contracts/users.ts';
import type { MessageResponse } from './auth.ts';
import { api } from '#web/lib/api-client.ts';

/**
 * The admin's moderation calls on people and their requests: the users list, bans, the
 * publisher flag, publisher requests and narrative approvals, and the member's own publisher
 * request. Lists load a page of 9 at a time (Show More).
 */

export type { Story } from '#contracts/stories.ts';
export type AdminUser = PrivateUser;

export type RoleFilter = 'all' | 'admin' | 'publisher' | 'user';
export type StatusFilter = 'all' | 'active' | 'banned';
export type VerifiedFilter = 'all' | 'true' | 'false';

export interface UsersFilters {
  role: RoleFilter;
  status: StatusFilter;
  verified: VerifiedFilter;
  searchTerm: string;
}

export const DEFAULT_USERS_FILTERS: UsersFilters = {
  role: 'all',
  status: 'all',
  verified: 'all',
  searchTerm: '',
};

export type PublisherRequest = z.infer<typeof publisherRequestResponseSchema>;

export const moderationKeys = {
  users: (filters: UsersFilters) => ['moderation', 'users', filters] as const,
  publisherRequests: ['moderation', 'publisher-requests'] as const,
  pendingStories: ['moderation', 'pending-stories'] as const,
};

/**
 * One loaded page: its rows, the list's total, and whether it came back full (the spec: Show
 * More disappears when fewer than the page size come back). Rows leave a page when the admin
 * decides on them, so the next page starts after the rows still shown, not after a page count.
 */
export interface Page<T> {
  items: T[];
  total: number;
  isFull: boolean;
}

function usePagedList<T>(
  queryKey: QueryKey,
  pageSize: number,
  fetchPage: (startIndex: number, signal: AbortSignal) => Promise<{ items: T[]; total: number }>,
) {
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<Page<T>> => {
      const { items, total } = await fetchPage(pageParam, signal);
      return { items, total, isFull: items.length === pageSize };
    },
    getNextPageParam: (lastPage, pages) =>
      lastPage.isFull ? pages.reduce((count, page) => count + page.items.length, 0) : undefined,
  });
  const pages = query.data?.pages ?? [];
  return {
    query,
    items: pages.flatMap((page) => page.items),
    /** The first page's total, lowered as rows are decided here. */
    total: pages[0]?.total ?? 0,
  };
}

type PagedData<T> = InfiniteData<Page<T>, number>;

/** Replaces the row with that id in every loaded page. */
export function replaceRow<T extends { _id: string }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  row: T,
) {
  queryClient.setQueriesData<PagedData<T>>({ queryKey }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item._id === row._id ? row : item)),
          })),
        }
      : data,
  );
}

/** Takes the row out of the loaded pages and one off the total. */
export function removeRow<T extends { _id: string }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  id: string,
) {
  queryClient.setQueriesData<PagedData<T>>({ queryKey }, (data) => {
    if (!data?.pages.some((page) => page.items.some((item) => item._id === id))) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.filter((item) => item._id !== id),
        total: Math.max(0, page.total - 1),
      })),
    };
  });
}

// Users

export interface UsersResponse {
  users: AdminUser[];
  totalUsers: number;
  lastMonthUsers: number;
}

export function useAdminUsers(filters: UsersFilters) {
  return usePagedList<AdminUser>(
    moderationKeys.users(filters),
    USERS_PAGE_SIZE,
    async (startIndex, signal) => {
      const { users, totalUsers } = await api.get<UsersResponse>('/api/user/getusers', {
        query: { ...filters, startIndex, limit: USERS_PAGE_SIZE },
        signal,
      });
      return { items: users, total: totalUsers };
    },
  );
}

export const banUser = (userId: string, duration: BanDuration, reason: string) =>
  api.post<AdminUser>('/api/user/ban', { userId, duration, reason });

export const unbanUser = (userId: string) => api.post<AdminUser>(`/api/user/unban/${userId}`);

export const setPublisherRole = (userId: string, isPublisher: boolean) =>
  api.put<AdminUser>('/api/user/update-role', { userId, isPublisher });

export const deleteUserAccount = (userId: string) =>
  api.delete<MessageResponse>(`/api/user/delete/${userId}`);

// Publisher requests

export function usePublisherRequests() {
  return usePagedList<PublisherRequest>(
    moderationKeys.publisherRequests,
    PUBLISHER_REQUESTS_PAGE_SIZE,
    async (startIndex, signal) => {
      const { requests, totalRequests } = await api.get<{
        requests: PublisherRequest[];
        totalRequests: number;
      }>('/api/user/publisher-requests/get', {
        query: { status: 'pending', startIndex, limit: PUBLISHER_REQUESTS_PAGE_SIZE },
        signal,
      });
      return { items: requests, total: totalRequests };
    },
  );
}

export type Decision = 'approved' | 'rejected';

export const decidePublisherRequest = (requestId: string, status: Decision) =>
  api.put<MessageResponse & { status: string }>('/api/user/publisher-requests/update', {
    requestId,
    status,
  });

/** A member asks to become a publisher; the server answers the spec's messages on refusal. */
export const requestPublisherAccess = (userId: string, reason: string) =>
  api.post<MessageResponse & { _id: string }>('/api/user/request-publisher', { userId, reason });

// Narrative approvals

export function usePendingStories() {
  return usePagedList<Story>(
    moderationKeys.pendingStories,
    STORIES_PAGE_SIZE,
    async (startIndex, signal) => {
      const { stories, totalPendingStories } = await api.get<{
        stories: Story[];
        totalPendingStories: number;
      }>('/api/story/pending', { query: { startIndex, limit: STORIES_PAGE_SIZE }, signal });
      return { items: stories, total: totalPendingStories };
    },
  );
}

export const setStoryStatus = (storyId: string, status: Decision) =>
  api.put<Story>(`/api/story/status/${storyId}`, { status });
