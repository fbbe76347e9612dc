import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '#contracts/common.ts';
import {
  PUSH_MESSAGES,
  pushSettingsBodySchema,
  subscribeBodySchema,
} from '#contracts/notifications.ts';
import { pushSubscriptions, users } from '../../db/schema.ts';
import { badRequest } from '../../platform/errors.ts';
import { isKnownPushService } from './push-services.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** Alerts when offline: the key browsers subscribe with, a device's subscription, on or off. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notification/vapid-public-key',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The VAPID public key a browser subscribes to push with',
        response: { 200: z.object({ publicKey: z.string() }) },
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
        response: {
          201: z.object({ success: z.literal(true), message: z.string() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const viewer = await request.requireViewer();
      const { endpoint, keys } = request.body.subscription;
      // The server calls this address later: only real push services, never a host of the
      // subscriber's choosing (an internal service, for one).
      if (!isKnownPushService(endpoint, app.config.pushServiceHosts)) {
        throw badRequest(PUSH_MESSAGES.unknownPushService);
      }
      await app.db.transaction(async (tx) => {
        await tx
          .insert(pushSubscriptions)
          .values({ userId: viewer.id, endpoint, p256dh: keys.p256dh, auth: keys.auth })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { userId: viewer.id, p256dh: keys.p256dh, auth: keys.auth },
          });
        await tx.update(users).set({ pushEnabled: true }).where(eq(users.id, viewer.id));
      });
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
        response: {
          200: z.object({ success: z.literal(true), pushEnabled: z.boolean() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const viewer = await request.requireViewer();
      await app.db
        .update(users)
        .set({ pushEnabled: request.body.enabled })
        .where(eq(users.id, viewer.id));
      return { success: true as const, pushEnabled: request.body.enabled };
    },
  );
};
