import type { FastifyBaseLogger } from 'fastify';
import type { notifications } from '../../db/schema.ts';

type NotificationRow = typeof notifications.$inferSelect;

/** What live deliveries (sockets, push) may want to hear about. */
export interface NotificationSubscriber {
  created?(rows: NotificationRow[]): void | Promise<void>;
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
    read: (userId: string, id: string, unread: number) => tell((s) => s.read?.(userId, id, unread)),
    allRead: (userId: string) => tell((s) => s.allRead?.(userId)),
    deleted: (userId: string, id: string, unread: number) =>
      tell((s) => s.deleted?.(userId, id, unread)),
  };
}

export type NotificationHub = ReturnType<typeof createNotificationHub>;
