import { z } from 'zod';
import { listResponseSchema, pageQuerySchema, text } from './common.ts';
import { userSummarySchema } from './users.ts';
import {
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATION_TYPES,
  PUSH_MESSAGES,
} from './notifications.constants.ts';

export * from './notifications.constants.ts';

export const notificationSchema = z.object({
  _id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  postSlug: z.string().nullable(),
  donationId: z.string().nullable(),
  triggeredBy: userSummarySchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = pageQuerySchema(NOTIFICATIONS_PAGE_SIZE);

export const notificationsResponseSchema = listResponseSchema('notifications', notificationSchema, [
  'totalNotifications',
  'unreadCount',
]);
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const unreadCountResponseSchema = z.object({ count: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

/** The answer to reading or deleting notifications: how many are still unread. */
export const notificationChangeResponseSchema = z.object({
  success: z.literal(true),
  unreadCount: z.number().int(),
});
export type NotificationChangeResponse = z.infer<typeof notificationChangeResponseSchema>;

/** `unread-count-update`: the new count, with the notification or the id that changed it. */
export interface UnreadCountUpdate {
  unreadCount: number;
  /** The notification that arrived; null when a read or a deletion changed the count. */
  notification: Notification | null;
  /** The notification that arrived, was read or was deleted; null after "mark all read". */
  notificationId: string | null;
}

/** What each live event (Socket.IO, server to client) carries. */
export interface NotificationSocketEvents {
  /** The connection is accepted and placed in the user's room. */
  ready: () => void;
  'new-notification': (notification: Notification) => void;
  'notification-read': (payload: { notificationId: string; unreadCount: number }) => void;
  'all-notifications-read': (payload: { unreadCount: number }) => void;
  'notification-deleted': (payload: { notificationId: string; unreadCount: number }) => void;
  'unread-count-update': (payload: UnreadCountUpdate) => void;
  token_expired: () => void;
  /** The account is banned: the message says until when and why. */
  account_banned: (payload: { message: string }) => void;
}

/**
 * A browser's `PushSubscription.toJSON()`: where its push service takes messages, and the keys
 * they are encrypted to (an uncompressed P-256 public key and a 16-byte auth secret, base64url).
 */
export const pushSubscriptionSchema = z.object(
  {
    endpoint: text({ message: PUSH_MESSAGES.invalidSubscription })
      .max(2048, PUSH_MESSAGES.invalidSubscription)
      .regex(/^https:\/\/[^\s/?#]+/, 'The subscription endpoint must be an https URL'),
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      {
        p256dh: text({ message: PUSH_MESSAGES.invalidSubscription }).regex(
          /^B[A-Za-z0-9_-]{86}=?$/,
          'The subscription key p256dh is not a P-256 public key',
        ),
        auth: text({ message: PUSH_MESSAGES.invalidSubscription }).regex(
          /^[A-Za-z0-9_-]{22}(==)?$/,
          'The subscription key auth is not 16 bytes',
        ),
      },
      { message: PUSH_MESSAGES.invalidSubscription },
    ),
  },
  { message: PUSH_MESSAGES.invalidSubscription },
);
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const subscribeBodySchema = z.object(
  { subscription: pushSubscriptionSchema },
  { message: PUSH_MESSAGES.invalidSubscription },
);

export const pushSettingsBodySchema = z.object(
  { enabled: z.boolean({ message: PUSH_MESSAGES.enabledRequired }) },
  { message: PUSH_MESSAGES.enabledRequired },
);
export type PushSettingsBody = z.input<typeof pushSettingsBodySchema>;

export const vapidPublicKeyResponseSchema = z.object({ publicKey: z.string() });
export type VapidPublicKeyResponse = z.infer<typeof vapidPublicKeyResponseSchema>;

export const pushSettingsResponseSchema = z.object({
  success: z.literal(true),
  pushEnabled: z.boolean(),
});
export type PushSettingsResponse = z.infer<typeof pushSettingsResponseSchema>;
