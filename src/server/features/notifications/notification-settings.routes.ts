import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as settings from '#contracts/notification-settings.endpoints.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
import { findNotificationSettings } from './notification-settings.ts';
import { saveNotificationSettings } from './save-notification-settings.ts';

/** What reaches the signed-in member, of each kind, and how: in the app, by e-mail, by push. */
export const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['notifications']);
  await route(settings.get, {
    summary: "The caller's channels for each kind of notification, and their digest choice",
    description:
      'A kind never chosen reads as its default: in the app on, push as "Get alerts when ' +
      'offline" is, e-mail off (case updates: only to addresses that confirmed a case).',
    handler: async (request) => {
      const viewer = await request.requireViewer();
      return findNotificationSettings(app.services, viewer.id);
    },
  });

  await route(settings.put, {
    summary: "Change the caller's channels for the kinds given, and their digest choice",
    description:
      'The kinds left out, and the digest when left out, stay as they were. Push reaches a ' +
      'device only while "Get alerts when offline" is on.',
    handler: async (request) => {
      const viewer = await request.requireViewer();
      return saveNotificationSettings(app.services, viewer, request.body);
    },
  });
};
