import { z } from 'zod';
import { userSummarySchema } from './users.ts';

export const NOTIFICATION_TYPES = [
  'comment',
  'reply',
  'like_comment',
  'mention',
  'new_post',
  'new_donation',
  'donation_received',
  'follow',
  'report',
  'publisher_request',
  'publisher_approved',
  'publisher_rejected',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const BELL_ITEMS = 5;

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

export const notificationsQuerySchema = z.object({
  startIndex: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100, 'limit must be at most 100')
    .default(NOTIFICATIONS_PAGE_SIZE),
});

/** Where a notification leads, by type, as the spec's list says. */
export function notificationLink(
  notification: Pick<Notification, 'type' | 'postSlug' | 'donationId'>,
  isAdmin: boolean,
): string {
  switch (notification.type) {
    case 'report':
      return isAdmin ? '/dashboard?tab=reports' : '/';
    case 'publisher_request':
      return isAdmin ? '/dashboard?tab=requests' : '/';
    case 'new_donation':
    case 'donation_received':
      return notification.donationId ? `/donate/${notification.donationId}` : '/donate';
    case 'publisher_approved':
    case 'publisher_rejected':
      return '/dashboard?tab=profile';
    default:
      return notification.postSlug ? `/post/${notification.postSlug}` : '/notifications';
  }
}
