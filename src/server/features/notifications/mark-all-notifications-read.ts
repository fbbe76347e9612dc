import { and, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';

/** Marks every one of the recipient's notifications read; their open pages hear of it. */
export async function markAllNotificationsRead(
  { db, notificationHub }: Pick<Services, 'db' | 'notificationHub'>,
  recipientId: string,
) {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.read, false)));
  await notificationHub.allRead(recipientId);
}
