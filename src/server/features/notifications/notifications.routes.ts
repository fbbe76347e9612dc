import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idSchema } from '#contracts/common.ts';
import {
  type NotificationType,
  notificationSchema,
  notificationsQuerySchema,
} from '#contracts/notifications.ts';
import type { Database } from '../../db/client.ts';
import { notifications, users } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const ok = z.object({ success: z.literal(true), unreadCount: z.number().int() });

export const unreadCount = async (db: Database, userId: string) =>
  db.$count(
    notifications,
    and(eq(notifications.recipientId, userId), eq(notifications.read, false)),
  );

/** Unread counts of several people in one query; someone with none is left out. */
export async function unreadCounts(db: Database, userIds: string[]) {
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

/** A person's own notifications; nobody reads, marks or deletes anyone else's. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notification',
    {
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first",
        querystring: notificationsQuerySchema,
        response: {
          200: z.object({
            notifications: z.array(notificationSchema),
            totalNotifications: z.number().int(),
            unreadCount: z.number().int(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const mine = eq(notifications.recipientId, viewer.id);
      const [rows, [total], unread] = await Promise.all([
        app.db
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
          .where(mine)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .offset(request.query.startIndex)
          .limit(request.query.limit),
        app.db.select({ value: count() }).from(notifications).where(mine),
        unreadCount(app.db, viewer.id),
      ]);
      return {
        notifications: rows.map(({ notification, actor }) => ({
          _id: notification.id,
          type: notification.type as NotificationType,
          title: notification.title,
          message: notification.message,
          read: notification.read,
          createdAt: notification.createdAt.toISOString(),
          postSlug: notification.postSlug,
          donationId: notification.donationId,
          triggeredBy: actor?._id ? actor : null,
        })),
        totalNotifications: total?.value ?? 0,
        unreadCount: unread,
      };
    },
  );

  app.get(
    '/api/notification/unread-count',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many of the caller’s notifications are unread',
        response: { 200: z.object({ count: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      return { count: await unreadCount(app.db, viewer.id) };
    },
  );

  app.put(
    '/api/notification/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all of the caller’s notifications read',
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      await app.db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.recipientId, viewer.id), eq(notifications.read, false)));
      await app.notificationHub.allRead(viewer.id);
      return { success: true as const, unreadCount: 0 };
    },
  );

  app.put(
    '/api/notification/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of the caller’s notifications read',
        params: z.object({ id: idSchema }),
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const [marked] = await app.db
        .update(notifications)
        .set({ read: true })
        .where(
          and(eq(notifications.id, request.params.id), eq(notifications.recipientId, viewer.id)),
        )
        .returning({ id: notifications.id });
      if (!marked) throw notFound('Notification not found');
      const unread = await unreadCount(app.db, viewer.id);
      await app.notificationHub.read(viewer.id, marked.id, unread);
      return { success: true as const, unreadCount: unread };
    },
  );

  app.delete(
    '/api/notification/:id',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Delete one of the caller’s notifications',
        params: z.object({ id: idSchema }),
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const [deleted] = await app.db
        .delete(notifications)
        .where(
          and(eq(notifications.id, request.params.id), eq(notifications.recipientId, viewer.id)),
        )
        .returning({ id: notifications.id });
      if (!deleted) throw notFound('Notification not found');
      const unread = await unreadCount(app.db, viewer.id);
      await app.notificationHub.deleted(viewer.id, deleted.id, unread);
      return { success: true as const, unreadCount: unread };
    },
  );
};
