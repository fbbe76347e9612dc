import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  notificationLink,
  type NotificationType,
  type PushPayload,
} from '#contracts/notifications.ts';
import { type notifications, pushSubscriptions, users } from '../../db/schema.ts';
import type { WebPushSender } from '../../platform/web-push.ts';

type NotificationRow = typeof notifications.$inferSelect;

/** Pushes sent at once; a fan-out to thousands of devices goes out in waves of this size. */
const CONCURRENT_SENDS = 16;

declare module 'fastify' {
  interface FastifyInstance {
    push: {
      /** The VAPID public key browsers subscribe with. */
      publicKey: string;
      /** Resolves when every push started so far has been answered (tests, shutdown). */
      settled(): Promise<void>;
    };
  }
}

async function inWaves<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(work));
  }
}

/**
 * Alerts people who are away: a new notification is pushed to every device of its recipient
 * who turned alerts on and has no live connection on any app process. The pushes go out after
 * the notification is written and never hold up or fail the request that caused it; a
 * subscription its push service no longer knows is forgotten.
 */
export function registerPushDelivery(app: FastifyInstance, sender: WebPushSender) {
  const inFlight = new Set<Promise<void>>();

  async function deliver(rows: NotificationRow[]) {
    const recipientIds = [...new Set(rows.map((row) => row.recipientId))];
    const devices = await app.db
      .select({
        userId: pushSubscriptions.userId,
        isAdmin: users.isAdmin,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
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
    const sends = rows.flatMap((row) =>
      devices
        .filter((device) => device.userId === row.recipientId && !online.has(device.userId))
        .map((device) => ({ device, row })),
    );
    const gone: string[] = [];
    await inWaves(sends, CONCURRENT_SENDS, async ({ device, row }) => {
      const payload: PushPayload = {
        title: row.title,
        body: row.message,
        url: notificationLink(
          {
            type: row.type as NotificationType,
            postSlug: row.postSlug,
            donationId: row.donationId,
          },
          device.isAdmin,
        ),
        tag: row.id,
      };
      try {
        if ((await sender.send(device, JSON.stringify(payload))) === 'gone') {
          gone.push(device.endpoint);
        }
      } catch (error) {
        app.log.warn({ err: error, userId: device.userId }, 'push delivery failed');
      }
    });
    if (gone.length > 0) {
      await app.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, gone));
    }
  }

  app.notificationHub.subscribe({
    created(rows) {
      const job = deliver(rows)
        .catch((error: unknown) => app.log.error({ err: error }, 'push delivery failed'))
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
    },
  });

  app.decorate('push', {
    publicKey: sender.publicKey,
    settled: async () => {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  });
  // Pushes already under way finish before the database closes.
  app.addHook('preClose', async () => app.push.settled());
  app.addHook('onClose', async () => sender.close());
}
