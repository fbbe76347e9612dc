import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  BELL_ITEMS,
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
} from '#contracts/notifications.ts';
import { api } from '#web/lib/api-client.ts';
import { useAppStore } from '#web/state/app-store.ts';

export type { Notification } from '#contracts/notifications.ts';

export interface NotificationsPage {
  notifications: Notification[];
  totalNotifications: number;
  unreadCount: number;
}

export const EMPTY_NOTIFICATIONS = 'No notifications found';

/** The unread count is asked again this often, in case a live event was missed (the spec). */
export const UNREAD_POLL_MS = 10_000;

const useViewerId = () => useAppStore((state) => state.currentUser?._id ?? null);

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: (viewerId: string | null) => ['notifications', viewerId, 'unread'] as const,
  recent: (viewerId: string | null) => ['notifications', viewerId, 'recent'] as const,
  pages: (viewerId: string | null) => ['notifications', viewerId, 'pages'] as const,
};

const fetchPage = (startIndex: number, limit: number, signal?: AbortSignal) =>
  api.get<NotificationsPage>('/api/notification', { query: { startIndex, limit }, signal });

export function useUnreadCount() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: notificationKeys.unread(viewerId),
    queryFn: async ({ signal }) =>
      (await api.get<{ count: number }>('/api/notification/unread-count', { signal })).count,
    enabled: viewerId !== null,
    refetchInterval: UNREAD_POLL_MS,
    staleTime: 0,
  });
}

/** The bell's few newest items, loaded when its dropdown first opens. */
export function useRecentNotifications(isEnabled: boolean) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: notificationKeys.recent(viewerId),
    queryFn: async ({ signal }) => (await fetchPage(0, BELL_ITEMS, signal)).notifications,
    enabled: isEnabled && viewerId !== null,
    staleTime: 0,
  });
}

/** The notifications page, twenty at a time (Show more). */
export function useNotificationPages() {
  const viewerId = useViewerId();
  return useInfiniteQuery({
    queryKey: notificationKeys.pages(viewerId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, NOTIFICATIONS_PAGE_SIZE, signal),
    getNextPageParam: (lastPage, pages, lastPageParam) => {
      const loaded = pages.reduce((sum, page) => sum + page.notifications.length, 0);
      return lastPage.notifications.length === NOTIFICATIONS_PAGE_SIZE &&
        loaded < lastPage.totalNotifications
        ? lastPageParam + NOTIFICATIONS_PAGE_SIZE
        : undefined;
    },
    staleTime: 0,
  });
}

/**
 * The same change applied to every cached copy of the viewer's notifications: the bell's list,
 * the page's list and the unread count. Used by the optimistic mutations and the live events.
 */
export const notificationCache = {
  map(
    client: QueryClient,
    viewerId: string | null,
    change: (list: Notification[]) => Notification[],
  ) {
    client.setQueryData<Notification[]>(notificationKeys.recent(viewerId), (list) =>
      list ? change(list) : list,
    );
    client.setQueryData<InfiniteData<NotificationsPage, number>>(
      notificationKeys.pages(viewerId),
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({ ...page, notifications: change(page.notifications) })),
        },
    );
  },
  setUnread(client: QueryClient, viewerId: string | null, count: number | ((n: number) => number)) {
    client.setQueryData<number>(notificationKeys.unread(viewerId), (current) =>
      Math.max(0, typeof count === 'function' ? count(current ?? 0) : count),
    );
  },
  markRead(client: QueryClient, viewerId: string | null, id: string) {
    notificationCache.map(client, viewerId, (list) =>
      list.map((n) => (n._id === id ? { ...n, read: true } : n)),
    );
  },
  markAllRead(client: QueryClient, viewerId: string | null) {
    notificationCache.map(client, viewerId, (list) =>
      list.map((n) => (n.read ? n : { ...n, read: true })),
    );
    notificationCache.setUnread(client, viewerId, 0);
  },
  remove(client: QueryClient, viewerId: string | null, id: string) {
    notificationCache.map(client, viewerId, (list) => list.filter((n) => n._id !== id));
    client.setQueryData<InfiniteData<NotificationsPage, number>>(
      notificationKeys.pages(viewerId),
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            totalNotifications: Math.max(0, page.totalNotifications - 1),
          })),
        },
    );
  },
  add(client: QueryClient, viewerId: string | null, notification: Notification) {
    const prepend = (list: Notification[]) => [
      notification,
      ...list.filter((n) => n._id !== notification._id),
    ];
    client.setQueryData<Notification[]>(notificationKeys.recent(viewerId), (list) =>
      list ? prepend(list).slice(0, BELL_ITEMS) : list,
    );
    client.setQueryData<InfiniteData<NotificationsPage, number>>(
      notificationKeys.pages(viewerId),
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page, index) =>
            index === 0
              ? {
                  ...page,
                  notifications: prepend(page.notifications),
                  totalNotifications: page.totalNotifications + 1,
                }
              : page,
          ),
        },
    );
  },
  /** Was this one unread in any cached list? */
  isUnread(client: QueryClient, viewerId: string | null, id: string): boolean {
    const recent = client.getQueryData<Notification[]>(notificationKeys.recent(viewerId)) ?? [];
    const pages =
      client
        .getQueryData<InfiniteData<NotificationsPage, number>>(notificationKeys.pages(viewerId))
        ?.pages.flatMap((page) => page.notifications) ?? [];
    return [...recent, ...pages].some((n) => n._id === id && !n.read);
  },
};

type Change = { kind: 'read'; id: string } | { kind: 'read-all' } | { kind: 'delete'; id: string };

function send(change: Change) {
  switch (change.kind) {
    case 'read':
      return api.put<{ unreadCount: number }>(`/api/notification/${change.id}/read`);
    case 'read-all':
      return api.put<{ unreadCount: number }>('/api/notification/read-all');
    case 'delete':
      return api.delete<{ unreadCount: number }>(`/api/notification/${change.id}`);
  }
}

/**
 * Mark read, mark all read and delete, shown at once and rolled back when the server refuses.
 * Failures are only logged (the spec), and the unread count is asked again.
 */
export function useNotificationChange() {
  const client = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: send,
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: ['notifications', viewerId] });
      const snapshot = client.getQueriesData({ queryKey: ['notifications', viewerId] });
      if (change.kind === 'read-all') {
        notificationCache.markAllRead(client, viewerId);
      } else {
        const wasUnread = notificationCache.isUnread(client, viewerId, change.id);
        if (change.kind === 'read') notificationCache.markRead(client, viewerId, change.id);
        else notificationCache.remove(client, viewerId, change.id);
        if (wasUnread) notificationCache.setUnread(client, viewerId, (n) => n - 1);
      }
      return { snapshot };
    },
    onSuccess: (result) => notificationCache.setUnread(client, viewerId, result.unreadCount),
    onError: (error, change, context) => {
      console.error(`Notification ${change.kind} failed`, error);
      for (const [key, data] of context?.snapshot ?? []) client.setQueryData(key, data);
      void client.invalidateQueries({ queryKey: notificationKeys.unread(viewerId) });
    },
  });
}
