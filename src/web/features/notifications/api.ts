import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BELL_ITEMS, NOTIFICATIONS_PAGE_SIZE } from '#contracts/notifications.constants.ts';
import * as notifications from '#contracts/notifications.endpoints.ts';
import { call } from '#web/lib/api-client.ts';
import { notificationCache, notificationKeys, useViewerId } from './api-cache.ts';
import { nextStartIndex } from '#web/lib/paging.ts';
import type { NotificationsResponse } from '#contracts/notifications.ts';

export type { Notification } from '#contracts/notifications.ts';
export { useNotificationLiveUpdates, type NotificationLiveUpdates } from './api-cache.ts';
export { usePushAlerts } from './api-push.ts';
export * from './api-choices.ts';

/** The unread count is asked again this often, in case a live event was missed (the spec). */
export const UNREAD_POLL_MS = 10_000;

const fetchPage = (startIndex: number, limit: number, signal?: AbortSignal) =>
  call(notifications.list, { query: { startIndex, limit }, signal });

export function useUnreadCount() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: notificationKeys.unread(viewerId),
    queryFn: async ({ signal }) => (await call(notifications.unreadCount, { signal })).count,
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
    getNextPageParam: nextStartIndex(
      NOTIFICATIONS_PAGE_SIZE,
      (page: NotificationsResponse) => page.notifications,
      (page) => page.totalNotifications,
      { untilShortPage: true },
    ),
    staleTime: 0,
  });
}

type Change = { kind: 'read'; id: string } | { kind: 'read-all' } | { kind: 'delete'; id: string };

function send(change: Change) {
  switch (change.kind) {
    case 'read':
      return call(notifications.read, { params: { id: change.id } });
    case 'read-all':
      return call(notifications.readAll);
    case 'delete':
      return call(notifications.remove, { params: { id: change.id } });
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
      await client.cancelQueries({ queryKey: notificationKeys.viewer(viewerId) });
      const snapshot = client.getQueriesData({ queryKey: notificationKeys.viewer(viewerId) });
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
