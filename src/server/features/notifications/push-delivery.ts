import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { localizedPath } from '#contracts/i18n/locale-paths.ts';
import { notificationLink, type PushPayload } from '#contracts/notifications.ts';
import { pushSubscriptions, users } from '../../db/schema.ts';
import { notificationText, recipientLocale } from '../../platform/mail-language.ts';
import type { WebPushSender } from '../../platform/web-push.ts';
import type { Alert } from './notification-hub.ts';

/**
 * One alert waiting in the outbox: the device (by its endpoint, and whose it was) and what the
 * alert says. The device's keys are read at delivery, so nothing private waits in the outbox.
 */
interface PushJob {
  userId: string;
  endpoint: string;
  payload: PushPayload;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: {
      /** The VAPID public key browsers subscribe with. */
      publicKey: string;
      /** Resolves when every alert queued so far has been sent or put off for a retry (tests). */
      settled(): Promise<void>;
    };
  }
}

/**
 * Alerts people who are away: a new notification whose recipient wants it pushed (`notify.ts`)
 * is pushed to every device of its recipient
 * who turned alerts on and has no live connection on any app process. The alerts go through the
 * outbox after the notification is written, so they never hold up or fail the request that
 * caused them and a push service that fails is tried again; a subscription its push service no
 * longer knows is forgotten.
 */
export function registerPushDelivery(app: FastifyInstance, sender: WebPushSender) {
  const queuing = new Set<Promise<void>>();
  /** Alerts ever handed over for queuing (`settled` tells whether a drain handed over more). */
  let queuings = 0;

  async function queueAlerts(rows: Alert[]) {
    const recipientIds = [...new Set(rows.map((row) => row.recipientId))];
    const devices = await app.db
      .select({
        userId: pushSubscriptions.userId,
        isAdmin: users.isAdmin,
        locale: users.locale,
        endpoint: pushSubscriptions.endpoint,
      })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(
        and(
          eq(users.pushEnabled, true),
          // One array parameter, however many recipients (a fan-out may reach every user).
          sql`${pushSubscriptions.userId} = any(${`{${recipientIds.join(',')}}`}::uuid[])`,
        ),
      );
    if (devices.length === 0) return;

    const online = await app.realtime
      .onlineAmong([...new Set(devices.map((device) => device.userId))])
      .catch((error: unknown) => {
        // An extra alert beats a missed one.
        app.log.warn({ err: error }, 'presence unknown: pushing to every device');
        return new Set<string>();
      });
    const jobs: PushJob[] = rows.flatMap((row) =>
      devices
        .filter((device) => device.userId === row.recipientId && !online.has(device.userId))
        .map((device) => {
          // In the recipient's language: a push is read away from the site.
          const locale = recipientLocale(device.locale, app.config.defaultLocale);
          return {
            userId: device.userId,
            endpoint: device.endpoint,
            payload: {
              title: notificationText(locale, row.title),
              body: notificationText(locale, row.message),
              url: localizedPath(
                notificationLink(
                  { type: row.type, postSlug: row.postSlug, donationId: row.donationId },
                  device.isAdmin,
                ),
                locale,
                app.config.defaultLocale,
              ),
              tag: row.tag,
            },
          };
        }),
    );
    await app.outbox.enqueue('push', jobs);
  }

  /** Sends one alert, unless its device was signed out, turned off or passed to someone else. */
  async function deliver(job: PushJob) {
    const [device] = await app.db
      .select({
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(
        and(
          eq(pushSubscriptions.endpoint, job.endpoint),
          eq(pushSubscriptions.userId, job.userId),
          eq(users.pushEnabled, true),
        ),
      )
      .limit(1);
    if (!device) return;
    if ((await sender.send(device, JSON.stringify(job.payload))) === 'gone') {
      await app.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
    }
  }

  app.outbox.handle('push', deliver);
  app.notificationHub.subscribe({
    push(alerts) {
      const job = queueAlerts(alerts)
        .catch((error: unknown) => app.log.error({ err: error }, 'push alerts not queued'))
        .finally(() => queuing.delete(job));
      queuing.add(job);
      queuings += 1;
    },
  });

  const queued = async () => {
    while (queuing.size > 0) await Promise.all(queuing);
  };
  app.decorate('push', {
    publicKey: sender.publicKey,
    settled: async () => {
      // A fan-out job run by the drain queues more alerts: again until the drain queued none.
      let before: number;
      do {
        before = queuings;
        await queued();
        await app.outbox.drain();
      } while (queuings !== before);
    },
  });
  // Alerts being queued are written before the database closes.
  app.addHook('preClose', queued);
  app.addHook('onClose', async () => sender.close());
}
