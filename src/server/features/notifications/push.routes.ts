import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, messageResponseSchema } from '#contracts/common.ts';
import {
  PUSH_MESSAGES,
  pushSettingsBodySchema,
  pushSettingsResponseSchema,
  subscribeBodySchema,
  vapidPublicKeyResponseSchema,
} from '#contracts/notifications.ts';
import { setPushAlerts } from './set-push-alerts.ts';
import { subscribeToPush } from './subscribe-to-push.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** Alerts when offline: the key browsers subscribe with, a device's subscription, on or off. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notification/vapid-public-key',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The VAPID public key a browser subscribes to push with',
        response: { 200: vapidPublicKeyResponseSchema },
      },
    },
    async () => ({ publicKey: app.push.publicKey }),
  );

  app.post(
    '/api/notification/subscribe',
    {
      schema: {
        tags: ['notifications'],
        summary: "Save this device's push subscription and turn the caller's alerts on",
        description:
          'One subscription per device: a browser that subscribes again (or for another account) ' +
          'replaces what was kept for its endpoint.',
        body: subscribeBodySchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      await subscribeToPush(app.services, viewer, request.body.subscription);
      return reply
        .code(201)
        .send({ success: true as const, message: PUSH_MESSAGES.subscriptionSaved });
    },
  );

  app.put(
    '/api/notification/push-settings',
    {
      schema: {
        tags: ['notifications'],
        summary: "Turn the caller's alerts when offline on or off",
        body: pushSettingsBodySchema,
        response: { 200: pushSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      await setPushAlerts(app.services, viewer, request.body.enabled);
      return { success: true as const, pushEnabled: request.body.enabled };
    },
  );
};
