import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ReportStatusFilter } from '#contracts/reports.ts';
import type { UsersQuery } from '#contracts/users.ts';
import { postKeys } from '#web/features/posts/api.ts';

/** Admins manage every comment; a publisher the comments on their own posts. */
export type CommentsScope = 'all' | 'own-posts';

/** The Users tab's filters: the list query's own, with the search box's text. */
export type UsersFilters = Pick<UsersQuery, 'role' | 'status' | 'verified'> & {
  searchTerm: string;
};

export const moderationKeys = {
  /** Every list of the dashboard's tabs. */
  dashboard: ['dashboard'] as const,
  overview: (part: 'users' | 'narratives' | 'comments') => ['dashboard', 'overview', part] as const,
  comments: (scope: CommentsScope) => ['dashboard', 'comments', scope] as const,
  /** New accounts' comments with links, waiting for an admin. */
  commentReviewQueue: ['dashboard', 'comment-review-queue'] as const,
  reports: (status: ReportStatusFilter, page: number) =>
    ['dashboard', 'reports', status, page] as const,
  /** Every loaded users list, whatever its filters. */
  allUsers: ['moderation', 'users'] as const,
  users: (filters: UsersFilters) => ['moderation', 'users', filters] as const,
  publisherRequests: ['moderation', 'publisher-requests'] as const,
  pendingStories: ['moderation', 'pending-stories'] as const,
  takedowns: ['moderation', 'takedowns'] as const,
  /** The audit log, newest first, all actions or one. */
  audit: (action: string) => ['dashboard', 'audit', action] as const,
  /** Decisions invalidate it so the menu's badges follow at once. */
  adminCounters: ['admin-counters'] as const,
};

/**
 * What a screen does after each call of a mutation (a toast, a message): unlike `mutate`'s own
 * callbacks, these run for every call, not only the latest, when calls overlap.
 */
export interface MutationCallbacks<Answer, Variables> {
  onSuccess?: (answer: Answer, variables: Variables) => void;
  onError?: (error: Error, variables: Variables) => void;
}

/** A mutation's own work on the cache after each success, then the screen's callbacks. */
export function withCallbacks<Answer, Variables>(
  callbacks: MutationCallbacks<Answer, Variables>,
  onSuccess: (answer: Answer, variables: Variables) => void,
) {
  return {
    onSuccess: (answer: Answer, variables: Variables) => {
      onSuccess(answer, variables);
      callbacks.onSuccess?.(answer, variables);
    },
    onError: callbacks.onError,
  };
}

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

/**
 * After a moderation change: the menu badges (the admin counters) and every dashboard list ask
 * again, since a deleted post takes its comments along and a deleted comment marks its reports.
 * Only the queries on screen refetch now; the others when next shown.
 */
export function refreshModerationViews(
  queryClient: QueryClient,
  changed: { posts?: boolean; comments?: boolean } = {},
) {
  void queryClient.invalidateQueries({ queryKey: moderationKeys.adminCounters });
  void queryClient.invalidateQueries({ queryKey: moderationKeys.dashboard });
  if (changed.posts) void queryClient.invalidateQueries({ queryKey: postKeys.all });
  // A post page's own comment list.
  if (changed.posts || changed.comments) {
    void queryClient.invalidateQueries({ queryKey: ['comments'] });
  }
}
