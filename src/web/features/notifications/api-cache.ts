import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Notification, NotificationsResponse } from '#contracts/notifications.ts';
import { BELL_ITEMS } from '#contracts/notifications.constants.ts';
import { useAppStore } from '#web/state/app-store.ts';

export const useViewerId = () => useAppStore((state) => state.currentUser?._id ?? null);

export const notificationKeys = {
  viewer: (viewerId: string | null) => ['notifications', viewerId] as const,
  unread: (viewerId: string | null) => ['notifications', viewerId, 'unread'] as const,
  recent: (viewerId: string | null) => ['notifications', viewerId, 'recent'] as const,
  pages: (viewerId: string | null) => ['notifications', viewerId, 'pages'] as const,
};

type CachedPages = InfiniteData<NotificationsResponse, number>;

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
    client.setQueryData<CachedPages>(
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
    client.setQueryData<CachedPages>(
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
    client.setQueryData<CachedPages>(
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
        .getQueryData<CachedPages>(notificationKeys.pages(viewerId))
        ?.pages.flatMap((page) => page.notifications) ?? [];
    return [...recent, ...pages].some((n) => n._id === id && !n.read);
  },
};

/** What each live event does to the viewer's cached notifications. */
export interface NotificationLiveUpdates {
  /** Everything is asked again: events may have been missed while disconnected. */
  refetchAll: () => void;
  add: (notification: Notification) => void;
  markRead: (id: string) => void;
  markAllRead: (unreadCount: number) => void;
  remove: (id: string) => void;
  setUnread: (count: number) => void;
}

export function useNotificationLiveUpdates(viewerId: string): NotificationLiveUpdates {
  const client = useQueryClient();
  return useMemo(
    () => ({
      refetchAll: () =>
        void client.invalidateQueries({ queryKey: notificationKeys.viewer(viewerId) }),
      add: (notification) => notificationCache.add(client, viewerId, notification),
      markRead: (id) => notificationCache.markRead(client, viewerId, id),
      markAllRead: (unreadCount) => {
        notificationCache.markAllRead(client, viewerId);
        notificationCache.setUnread(client, viewerId, unreadCount);
      },
      remove: (id) => notificationCache.remove(client, viewerId, id),
      setUnread: (count) => notificationCache.setUnread(client, viewerId, count),
    }),
    [client, viewerId],
  );
}
