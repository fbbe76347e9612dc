import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SETTING_OF_NOTIFICATION } from '#contracts/notification-settings.constants.ts';
import type { NotificationType } from '#contracts/notifications.ts';
import { notificationDeliveries, notifications, users } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import { channelsOf } from './notification-channels.ts';
import { alertOf, type Alert } from './notification-hub.ts';

type NotificationRow = typeof notifications.$inferSelect;

/** What writing a notification takes: the database, live delivery, and a log for failures. */
export type NotifyingServices = Pick<Services, 'db' | 'notificationHub' | 'log'>;

export interface NewNotification {
  recipientId: string;
  type: NotificationType;
  title: string;
  message: string;
  triggeredById: string | null;
  postSlug?: string | null;
  donationId?: string | null;
  /** Names the event, so the same event never notifies the same person twice. */
  dedupeKey: string;
}

const CHUNK = 1000;

const chunksOf = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) =>
    items.slice(i * CHUNK, (i + 1) * CHUNK),
  );

const keyOf = (item: { recipientId: string; dedupeKey: string | null }) =>
  `${item.recipientId} ${item.dedupeKey}`;

/** The items whose event has not reached their recipient yet, claimed for this delivery. */
async function claimFresh(services: NotifyingServices, items: NewNotification[]) {
  const claimed = new Set<string>();
  for (const chunk of chunksOf(items)) {
    const rows = await services.db
      .insert(notificationDeliveries)
      .values(chunk.map(({ recipientId, dedupeKey }) => ({ recipientId, dedupeKey })))
      .onConflictDoNothing()
      .returning();
    for (const row of rows) claimed.add(keyOf(row));
  }
  return items.filter((item) => claimed.has(keyOf(item)));
}

/**
 * Delivers notifications on the channels each recipient chose for their kind
 * (`notification_settings`): kept in the app, pushed, mailed. Never to the person who acted and
 * never twice for one event. A failure here is logged, never the caller's failure: the action
 * that caused it has already happened.
 */
export async function notify(services: NotifyingServices, items: NewNotification[]) {
  try {
    await deliverNotifications(services, items);
  } catch (error) {
    services.log.error({ err: error }, 'notifications could not be written');
  }
}

/** As `notify`, but a failure is thrown: a job that delivers them is tried again. */
export async function deliverNotifications(services: NotifyingServices, items: NewNotification[]) {
  const wanted = items.filter((item) => item.recipientId !== item.triggeredById);
  if (wanted.length === 0) return;
  const fresh = await claimFresh(services, wanted);
  if (fresh.length === 0) return;
  const channelsFor = await channelsOf(services, [...new Set(fresh.map((i) => i.recipientId))]);
  const channels = (item: NewNotification) =>
    channelsFor(item.recipientId, SETTING_OF_NOTIFICATION[item.type]);

  const created: NotificationRow[] = [];
  for (const chunk of chunksOf(fresh.filter((item) => channels(item).inApp))) {
    created.push(
      ...(await services.db
        .insert(notifications)
        .values(chunk)
        .onConflictDoNothing({ target: [notifications.recipientId, notifications.dedupeKey] })
        .returning()),
    );
  }
  if (created.length > 0) await services.notificationHub.created(created);

  const kept = new Map(created.map((row) => [keyOf(row), row]));
  const alerts = fresh.flatMap((item) => {
    const chosen = channels(item);
    const row = kept.get(keyOf(item));
    // One kept in the app before (a like given again) is not sent again either.
    if (chosen.inApp && !row) return [];
    const alert: Alert = row
      ? alertOf(row)
      : {
          recipientId: item.recipientId,
          type: item.type,
          title: item.title,
          message: item.message,
          postSlug: item.postSlug ?? null,
          donationId: item.donationId ?? null,
          tag: item.dedupeKey,
        };
    return [{ alert, chosen }];
  });
  const pushed = alerts.filter((a) => a.chosen.push).map((a) => a.alert);
  const mailed = alerts.filter((a) => a.chosen.email).map((a) => a.alert);
  if (pushed.length > 0) await services.notificationHub.push(pushed);
  if (mailed.length > 0) await services.notificationHub.email(mailed);
}

/** What a follower's notification of the actor's news says; the recipient is each follower. */
export type FollowerNotification = Omit<NewNotification, 'recipientId' | 'triggeredById'>;

/**
 * Queues one notification for each of the actor's followers, on the channels each chose: the
 * fan-out runs as jobs (`follower-fan-out.ts`), so the request that published answers at once.
 */
export async function notifyFollowers(
  services: Pick<FastifyInstance, 'outbox'>,
  actorId: string,
  item: FollowerNotification,
) {
  await services.outbox.enqueue('fan-out', [{ actorId, item }]);
}

/** Ids of every admin except the actor (reports, requests, donations go to all admins). */
export async function adminIds(services: NotifyingServices, exceptId: string | null) {
  const rows = await services.db
    .select({ id: users.id })
    .from(users)
    .where(
      exceptId ? and(eq(users.isAdmin, true), ne(users.id, exceptId)) : eq(users.isAdmin, true),
    );
  return rows.map((row) => row.id);
}

/** Notifies every admin except `exceptId` (the actor, who need not hear of what they did). */
export async function notifyAdmins(
  services: NotifyingServices,
  exceptId: string | null,
  item: Omit<NewNotification, 'recipientId'>,
) {
  const admins = await adminIds(services, exceptId);
  await notify(
    services,
    admins.map((recipientId) => ({ recipientId, ...item })),
  );
}
