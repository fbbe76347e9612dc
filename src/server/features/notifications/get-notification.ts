import { and, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** Anyone's notification by id (whether the caller may touch it is the policy's call). */
export async function getNotification({ db }: Pick<Services, 'db'>, id: string) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return row;
}

/** The one row of this notification, still its recipient's (none once it is deleted). */
export const sameNotification = (notification: { id: string; recipientId: string }) =>
  and(
    eq(notifications.id, notification.id),
    eq(notifications.recipientId, notification.recipientId),
  );
