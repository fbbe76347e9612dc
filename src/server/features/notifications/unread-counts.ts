import { and, count, eq, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';

export const countUnread = ({ db }: Pick<Services, 'db'>, userId: string) =>
  db.$count(
    notifications,
    and(eq(notifications.recipientId, userId), eq(notifications.read, false)),
  );

/** Unread counts of several people in one query; someone with none is left out. */
export async function countUnreadOfEach({ db }: Pick<Services, 'db'>, userIds: string[]) {
  const rows = await db
    .select({ userId: notifications.recipientId, unread: count() })
    .from(notifications)
    .where(
      and(
        sql`${notifications.recipientId} = any(${`{${userIds.join(',')}}`}::uuid[])`,
        eq(notifications.read, false),
      ),
    )
    .groupBy(notifications.recipientId);
  return new Map(rows.map((row) => [row.userId, row.unread]));
}
