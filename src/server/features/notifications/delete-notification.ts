import { notifications } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { NOTIFICATION_NOT_FOUND, sameNotification } from './get-notification.ts';
import { countUnread } from './unread-counts.ts';

/** Deletes one of the recipient's notifications; their open pages hear the new count. */
export async function deleteNotification(
  services: Pick<Services, 'db' | 'notificationHub'>,
  notification: { id: string; recipientId: string },
) {
  const [deleted] = await services.db
    .delete(notifications)
    .where(sameNotification(notification))
    .returning({ id: notifications.id });
  // Deleted by another request since it was looked up.
  if (!deleted) throw notFound(NOTIFICATION_NOT_FOUND);
  const unread = await countUnread(services, notification.recipientId);
  await services.notificationHub.deleted(notification.recipientId, deleted.id, unread);
  return unread;
}
