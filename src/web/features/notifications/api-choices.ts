import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationSettingsBody,
  NotificationSettingsResponse,
  SubscribeBody,
} from '#contracts/notification-settings.ts';
import * as settings from '#contracts/notification-settings.endpoints.ts';
import * as subscriptions from '#contracts/subscriptions.endpoints.ts';
import { call } from '#web/lib/api-client.ts';
import { useAppStore } from '#web/state/app-store.ts';

export type { NotificationSettingsResponse } from '#contracts/notification-settings.ts';

const settingsKey = (viewerId: string | null) => ['notification-settings', viewerId] as const;

/** The signed-in member's channels per type and their digest, as the server keeps them. */
export function useNotificationSettings() {
  const viewerId = useAppStore((state) => state.currentUser?._id ?? null);
  return useQuery({
    queryKey: settingsKey(viewerId),
    queryFn: ({ signal }) => call(settings.get, { signal }),
    enabled: viewerId !== null,
    staleTime: 0,
  });
}

/** Saves every type's channels and the digest; the answer becomes what the page shows. */
export function useSaveNotificationSettings() {
  const client = useQueryClient();
  const viewerId = useAppStore((state) => state.currentUser?._id ?? null);
  return useMutation({
    mutationFn: (body: NotificationSettingsBody) => call(settings.put, { body }),
    onSuccess: (saved: NotificationSettingsResponse) =>
      client.setQueryData(settingsKey(viewerId), saved),
  });
}

/** A visitor asks for an author's new posts, or a case's updates, by e-mail (double opt-in). */
export function useSubscribeByEmail() {
  return useMutation({
    mutationFn: (body: SubscribeBody) => call(subscriptions.subscribe, { body }),
  });
}

/** The mailed confirmation link's token, sent once when its page opens. */
export function useConfirmSubscription() {
  return useMutation({
    mutationFn: (token: string) => call(subscriptions.confirm, { params: { token } }),
  });
}

/** The one button of an unsubscribe link's page. */
export function useUnsubscribeByLink() {
  return useMutation({
    mutationFn: (token: string) => call(subscriptions.unsubscribe, { params: { token } }),
  });
}
