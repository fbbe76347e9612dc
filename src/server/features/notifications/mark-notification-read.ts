import { notifications } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { NOTIFICATION_NOT_FOUND, sameNotification } from './get-notification.ts';
import { countUnread } from './unread-counts.ts';

/** Marks one of the recipient's notifications read; their open pages hear the new count. */
export async function markNotificationRead(
  services: Pick<Services, 'db' | 'notificationHub'>,
  notification: { id: string; recipientId: string },
) {
  const [marked] = await services.db
    .update(notifications)
    .set({ read: true })
    .where(sameNotification(notification))
    .returning({ id: notifications.id });
  // Deleted since it was looked up.
  if (!marked) throw notFound(NOTIFICATION_NOT_FOUND);
  const unread = await countUnread(services, notification.recipientId);
  await services.notificationHub.read(notification.recipientId, marked.id, unread);
  return unread;
}
