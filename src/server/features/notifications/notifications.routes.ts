import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as notifications from '#contracts/notifications.endpoints.ts';
import { endpointRoute } from '../../platform/endpoint-routes.ts';
import { deleteNotification } from './delete-notification.ts';
import { getNotification } from './get-notification.ts';
import { listNotifications } from './list-notifications.ts';
import { markAllNotificationsRead } from './mark-all-notifications-read.ts';
import { markNotificationRead } from './mark-notification-read.ts';
import { authorizeNotificationAccess } from './notifications.policy.ts';
import { countUnread } from './unread-counts.ts';

const tags = ['notifications'];

/** A person's own notifications; nobody reads, marks or deletes anyone else's. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await endpointRoute(notifications.list, {
      tags,
      summary: "The caller's notifications, newest first",
    })),
    handler: async (request) => {
      const viewer = await request.requireViewer();
      return listNotifications(app.services, viewer.id, request.query);
    },
  });

  app.route({
    ...(await endpointRoute(notifications.unreadCount, {
      tags,
      summary: 'How many of the caller’s notifications are unread',
    })),
    handler: async (request) => {
      const viewer = await request.requireViewer();
      return { count: await countUnread(app.services, viewer.id) };
    },
  });

  app.route({
    ...(await endpointRoute(notifications.readAll, {
      tags,
      summary: 'Mark all of the caller’s notifications read',
    })),
    handler: async (request) => {
      const viewer = await request.requireViewer();
      await markAllNotificationsRead(app.services, viewer.id);
      return { success: true as const, unreadCount: 0 };
    },
  });

  app.route({
    ...(await endpointRoute(notifications.read, {
      tags,
      summary: 'Mark one of the caller’s notifications read',
    })),
    handler: async (request) => {
      const viewer = await request.requireViewer();
      const notification = await getNotification(app.services, request.params.id);
      authorizeNotificationAccess(viewer, notification);
      const unreadCount = await markNotificationRead(app.services, notification);
      return { success: true as const, unreadCount };
    },
  });

  app.route({
    ...(await endpointRoute(notifications.remove, {
      tags,
      summary: 'Delete one of the caller’s notifications',
    })),
    handler: async (request) => {
      const viewer = await request.requireViewer();
      const notification = await getNotification(app.services, request.params.id);
      authorizeNotificationAccess(viewer, notification);
      const unreadCount = await deleteNotification(app.services, notification);
      return { success: true as const, unreadCount };
    },
  });
};
