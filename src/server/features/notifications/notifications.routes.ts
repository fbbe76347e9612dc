import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as notifications from '#contracts/notifications.endpoints.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
import { deleteNotification } from './delete-notification.ts';
import { getNotification } from './get-notification.ts';
import { listNotifications } from './list-notifications.ts';
import { markAllNotificationsRead } from './mark-all-notifications-read.ts';
import { markNotificationRead } from './mark-notification-read.ts';
import { authorizeNotificationAccess } from './notifications.policy.ts';
import { countUnread } from './unread-counts.ts';

/** A person's own notifications; nobody reads, marks or deletes anyone else's. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['notifications']);

  /** The notification `id` names, once it is known to be the caller's. */
  async function callersNotification(request: FastifyRequest, id: string) {
    const viewer = await request.requireViewer();
    const notification = await getNotification(app.services, id);
    authorizeNotificationAccess(viewer, notification);
    return notification;
  }

  await route(notifications.list, {
    summary: "The caller's notifications, newest first",
    handler: async (request) => {
      const viewer = await request.requireViewer();
      return listNotifications(app.services, viewer.id, request.query);
    },
  });

  await route(notifications.unreadCount, {
    summary: 'How many of the caller’s notifications are unread',
    handler: async (request) => {
      const viewer = await request.requireViewer();
      return { count: await countUnread(app.services, viewer.id) };
    },
  });

  await route(notifications.readAll, {
    summary: 'Mark all of the caller’s notifications read',
    handler: async (request) => {
      const viewer = await request.requireViewer();
      await markAllNotificationsRead(app.services, viewer.id);
      return { success: true as const, unreadCount: 0 };
    },
  });

  for (const [endpoint, summary, change] of [
    [notifications.read, 'Mark one of the caller’s notifications read', markNotificationRead],
    [notifications.remove, 'Delete one of the caller’s notifications', deleteNotification],
  ] as const) {
    await route(endpoint, {
      summary,
      handler: async (request) => ({
        success: true as const,
        unreadCount: await change(
          app.services,
          await callersNotification(request, request.params.id),
        ),
      }),
    });
  }
};
