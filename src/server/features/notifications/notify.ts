import { and, eq, ne, sql } from 'drizzle-orm';
import type { NotificationType } from '#contracts/notifications.ts';
import { follows, notifications, users } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';

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

/**
 * Writes notifications, never to the person who acted and never twice for one event, then
 * hands them to the live delivery. A failure here is logged, never the caller's failure: the
 * action that caused it has already happened.
 */
export async function notify(services: NotifyingServices, items: NewNotification[]) {
  const wanted = items.filter((item) => item.recipientId !== item.triggeredById);
  if (wanted.length === 0) return;
  try {
    const created = await services.db
      .insert(notifications)
      .values(wanted)
      .onConflictDoNothing({ target: [notifications.recipientId, notifications.dedupeKey] })
      .returning();
    if (created.length > 0) await services.notificationHub.created(created);
  } catch (error) {
    services.log.error({ err: error }, 'notifications could not be written');
  }
}

/** One notification for each of the actor's followers, written as a single statement. */
export async function notifyFollowers(
  services: NotifyingServices,
  actorId: string,
  item: Omit<NewNotification, 'recipientId' | 'triggeredById'>,
) {
  try {
    await services.db.execute(sql`
      insert into ${notifications} (recipient_id, type, title, message, post_slug, donation_id,
        triggered_by_id, dedupe_key)
      select ${follows.followerId}, ${item.type}, ${item.title}, ${item.message},
        ${item.postSlug ?? null}, ${item.donationId ?? null}::uuid, ${actorId}::uuid, ${item.dedupeKey}
      from ${follows}
      where ${follows.followingId} = ${actorId}
      on conflict (recipient_id, dedupe_key) do nothing`);
    const created = await services.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.dedupeKey, item.dedupeKey), eq(notifications.triggeredById, actorId)),
      );
    if (created.length > 0) await services.notificationHub.created(created);
  } catch (error) {
    services.log.error({ err: error }, 'follower notifications could not be written');
  }
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
