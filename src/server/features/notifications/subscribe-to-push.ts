import { eq } from 'drizzle-orm';
import { PUSH_MESSAGES, type PushSubscriptionInput } from '#contracts/notifications.ts';
import { pushSubscriptions, users } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { isKnownPushService } from './push-services.ts';

/**
 * Keeps this device's subscription for the viewer and turns their alerts on. One subscription
 * per device: subscribing again (or for another account) replaces what its endpoint had.
 */
export async function subscribeToPush(
  { db, config }: Pick<Services, 'db' | 'config'>,
  viewer: Viewer,
  { endpoint, keys }: PushSubscriptionInput,
) {
  // The server calls this address later: only real push services, never a host of the
  // subscriber's choosing (an internal service, for one).
  if (!isKnownPushService(endpoint, config.pushServiceHosts)) {
    throw badRequest(PUSH_MESSAGES.unknownPushService);
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId: viewer.id, endpoint, p256dh: keys.p256dh, auth: keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: viewer.id, p256dh: keys.p256dh, auth: keys.auth },
      });
    await tx.update(users).set({ pushEnabled: true }).where(eq(users.id, viewer.id));
  });
}
