import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUSH_MESSAGES } from '#contracts/notifications.ts';
import * as push from '#contracts/push.endpoints.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
import { setPushAlerts } from './set-push-alerts.ts';
import { subscribeToPush } from './subscribe-to-push.ts';

/** Alerts when offline: the key browsers subscribe with, a device's subscription, on or off. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['notifications']);
  await route(push.publicKey, {
    summary: 'The VAPID public key a browser subscribes to push with',
    handler: async () => ({ publicKey: app.push.publicKey }),
  });

  await route(push.subscribe, {
    summary: "Save this device's push subscription and turn the caller's alerts on",
    description:
      'One subscription per device: a browser that subscribes again (or for another account) ' +
      'replaces what was kept for its endpoint.',
    handler: async (request, reply) => {
      const viewer = await request.requireViewer();
      await subscribeToPush(app.services, viewer, request.body.subscription);
      return reply
        .code(201)
        .send({ success: true as const, message: PUSH_MESSAGES.subscriptionSaved });
    },
  });

  await route(push.settings, {
    summary: "Turn the caller's alerts when offline on or off",
    handler: async (request) => {
      const viewer = await request.requireViewer();
      await setPushAlerts(app.services, viewer, request.body.enabled);
      return { success: true as const, pushEnabled: request.body.enabled };
    },
  });
};
