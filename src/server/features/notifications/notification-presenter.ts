import type { Notification, NotificationType } from '#contracts/notifications.ts';
import type { notifications } from '../../db/schema.ts';

type NotificationRow = typeof notifications.$inferSelect;

/** A notification as the inbox lists it, with who triggered it (null: nobody, or gone). */
export function presentNotification(
  row: NotificationRow,
  triggeredBy: Notification['triggeredBy'],
): Notification {
  return {
    _id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    message: row.message,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    postSlug: row.postSlug,
    donationId: row.donationId,
    triggeredBy,
  };
}
