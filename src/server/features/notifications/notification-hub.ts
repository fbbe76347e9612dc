import type { FastifyBaseLogger } from 'fastify';
import type { NotificationType } from '#contracts/notifications.ts';
import type { notifications } from '../../db/schema.ts';

type NotificationRow = typeof notifications.$inferSelect;

/** A notification as a push or a mail carries it, whether or not it is kept in the app. */
export interface Alert {
  recipientId: string;
  type: NotificationType;
  title: string;
  message: string;
  postSlug: string | null;
  donationId: string | null;
  /** The notification's id, or the event's key when none was kept: a later alert replaces it. */
  tag: string;
}

export const alertOf = (row: NotificationRow): Alert => ({
  recipientId: row.recipientId,
  type: row.type as NotificationType,
  title: row.title,
  message: row.message,
  postSlug: row.postSlug,
  donationId: row.donationId,
  tag: row.id,
});

/** What live deliveries (sockets, push) may want to hear about. */
export interface NotificationSubscriber {
  /** Kept in the app (the recipient has in-app on). */
  created?(rows: NotificationRow[]): void | Promise<void>;
  /** To push to the recipients' devices, as each recipient chose. */
  push?(alerts: Alert[]): void | Promise<void>;
  /** To mail to the recipients, as each recipient chose. */
  email?(alerts: Alert[]): void | Promise<void>;
  read?(userId: string, notificationId: string, unreadCount: number): void | Promise<void>;
  allRead?(userId: string): void | Promise<void>;
  deleted?(userId: string, notificationId: string, unreadCount: number): void | Promise<void>;
}

/**
 * Passes notification changes to the live deliveries. A delivery that fails is logged and never
 * fails the request that caused it.
 */
export function createNotificationHub(log: FastifyBaseLogger) {
  const subscribers: NotificationSubscriber[] = [];
  const tell = async (call: (subscriber: NotificationSubscriber) => unknown) => {
    for (const subscriber of subscribers) {
      try {
        await call(subscriber);
      } catch (error) {
        log.error({ err: error }, 'live notification delivery failed');
      }
    }
  };
  return {
    subscribe: (subscriber: NotificationSubscriber) => void subscribers.push(subscriber),
    created: (rows: NotificationRow[]) => tell((s) => s.created?.(rows)),
    push: (alerts: Alert[]) => tell((s) => s.push?.(alerts)),
    email: (alerts: Alert[]) => tell((s) => s.email?.(alerts)),
    read: (userId: string, id: string, unread: number) => tell((s) => s.read?.(userId, id, unread)),
    allRead: (userId: string) => tell((s) => s.allRead?.(userId)),
    deleted: (userId: string, id: string, unread: number) =>
      tell((s) => s.deleted?.(userId, id, unread)),
  };
}

export type NotificationHub = ReturnType<typeof createNotificationHub>;
