import { eq } from 'drizzle-orm';
import { notifications, users } from '../../db/schema.ts';
import { newestFirst, pageAndTotal } from '../../platform/list-pages.ts';
import type { Services } from '../../platform/services.ts';
import { presentNotification } from './notification-presenter.ts';
import { countUnread } from './unread-counts.ts';

/** A page of someone's own notifications, newest first, with their total and unread counts. */
export async function listNotifications(
  services: Pick<Services, 'db'>,
  recipientId: string,
  page: { startIndex: number; limit: number },
) {
  const { db } = services;
  const [[rows, total], unread] = await Promise.all([
    pageAndTotal(
      db,
      {
        rows: db
          .select({
            notification: notifications,
            actor: {
              _id: users.id,
              username: users.username,
              profilePicture: users.profilePicture,
            },
          })
          .from(notifications)
          .leftJoin(users, eq(users.id, notifications.triggeredById))
          .$dynamic(),
        of: notifications,
        where: eq(notifications.recipientId, recipientId),
        order: newestFirst(notifications.createdAt, notifications.id),
      },
      page,
    ),
    countUnread(services, recipientId),
  ]);
  return {
    notifications: rows.map(({ notification, actor }) =>
      presentNotification(notification, actor?._id ? actor : null),
    ),
    totalNotifications: total,
    unreadCount: unread,
  };
}
