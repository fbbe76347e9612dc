import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idSchema } from '#contracts/common.ts';
import {
  notificationChangeResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  unreadCountResponseSchema,
} from '#contracts/notifications.ts';
import { deleteNotification } from './delete-notification.ts';
import { getNotification } from './get-notification.ts';
import { listNotifications } from './list-notifications.ts';
import { markAllNotificationsRead } from './mark-all-notifications-read.ts';
import { markNotificationRead } from './mark-notification-read.ts';
import { authorizeNotificationAccess } from './notifications.policy.ts';
import { countUnread } from './unread-counts.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** A person's own notifications; nobody reads, marks or deletes anyone else's. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notification',
    {
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first",
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      return listNotifications(app.services, viewer.id, request.query);
    },
  );

  app.get(
    '/api/notification/unread-count',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many of the caller’s notifications are unread',
        response: { 200: unreadCountResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      return { count: await countUnread(app.services, viewer.id) };
    },
  );

  app.put(
    '/api/notification/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all of the caller’s notifications read',
        response: { 200: notificationChangeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      await markAllNotificationsRead(app.services, viewer.id);
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
        response: { 200: notificationChangeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const notification = await getNotification(app.services, request.params.id);
      authorizeNotificationAccess(viewer, notification);
      const unreadCount = await markNotificationRead(app.services, notification);
      return { success: true as const, unreadCount };
    },
  );

  app.delete(
    '/api/notification/:id',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Delete one of the caller’s notifications',
        params: z.object({ id: idSchema }),
        response: { 200: notificationChangeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      const notification = await getNotification(app.services, request.params.id);
      authorizeNotificationAccess(viewer, notification);
      const unreadCount = await deleteNotification(app.services, notification);
      return { success: true as const, unreadCount };
    },
  );
};
