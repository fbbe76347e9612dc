import { createAdapter } from '@socket.io/postgres-adapter';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type {
  Notification,
  NotificationSocketEvents,
  NotificationType,
  UnreadCountUpdate,
} from '#contracts/notifications.ts';
import type { notifications } from '../../db/schema.ts';
import { users } from '../../db/schema.ts';
import { ACCESS_TOKEN_COOKIE, banMessage } from '../../platform/auth.ts';
import { verifyAccessToken } from '../../platform/tokens.ts';
import { unreadCounts } from './notifications.routes.ts';

type NotificationRow = typeof notifications.$inferSelect;
const room = (userId: string) => `user:${userId}`;
const unreadCountUpdate = (
  unreadCount: number,
  notificationId: string | null,
  notification: Notification | null = null,
): UnreadCountUpdate => ({ unreadCount, notification, notificationId });

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      /** Ends every live connection of the user (sign-out, ban). */
      disconnectUser(userId: string): void;
      /** Tells every open tab of the user why the session ends (`account_banned`), then ends it. */
      disconnectBannedUser(userId: string, message: string): void;
      /** Whether the user has a live connection on any process. */
      isOnline(userId: string): Promise<boolean>;
      /** Which of these users have a live connection on any process, asked in one round. */
      onlineAmong(userIds: string[]): Promise<Set<string>>;
    };
  }
}

function tokenOf(socket: Socket): string | null {
  const fromAuth = (socket.handshake.auth as { token?: unknown }).token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth;
  const cookies = socket.handshake.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${ACCESS_TOKEN_COOKIE}=([^;]+)`).exec(cookies);
  return match ? decodeURIComponent(match[1]!) : null;
}

/**
 * Socket.IO on the app's own server and origin. A connection is authenticated with the session
 * token (cookie or `auth.token`); each user's connections share a room, so every tab and device
 * gets each event. With PostgreSQL the adapter carries events between app processes.
 */
export function registerRealtime(app: FastifyInstance) {
  const io = new Server<Record<never, never>, NotificationSocketEvents>(app.server, {
    path: '/socket.io',
    serveClient: false,
  });
  if (app.database.pgPool) io.adapter(createAdapter(app.database.pgPool));

  io.on('connection', async (socket) => {
    const token = tokenOf(socket);
    const check = token ? await verifyAccessToken(app.jwtSecret, token) : null;
    // Leaving the namespace (not closing the transport) sends the disconnect after the event.
    if (!check || !check.ok) {
      if (check?.reason === 'expired') socket.emit('token_expired');
      socket.disconnect();
      return;
    }
    const [user] = await app.db
      .select({
        tokenVersion: users.tokenVersion,
        isBanned: users.isBanned,
        banExpiresAt: users.banExpiresAt,
        banReason: users.banReason,
      })
      .from(users)
      .where(eq(users.id, check.claims.sub));
    const isBanned = user?.isBanned && (!user.banExpiresAt || user.banExpiresAt > new Date());
    if (user && isBanned) {
      socket.emit('account_banned', { message: banMessage(user.banExpiresAt, user.banReason) });
      socket.disconnect();
      return;
    }
    if (!user || user.tokenVersion !== check.claims.ver) {
      socket.emit('token_expired');
      socket.disconnect();
      return;
    }
    await socket.join(room(check.claims.sub));
    socket.emit('ready');
  });

  /** Which of these users have a live connection on any process, asked in one round. */
  async function onlineAmong(userIds: string[]) {
    const online = new Set<string>();
    if (userIds.length === 0) return online;
    const wanted = new Set(userIds.map(room));
    for (const socket of await io.in([...wanted]).fetchSockets()) {
      for (const name of socket.rooms) {
        if (wanted.has(name)) online.add(name.slice('user:'.length));
      }
    }
    return online;
  }

  /** New notifications as the inbox lists them, with who triggered each. */
  async function present(rows: NotificationRow[]): Promise<Notification[]> {
    const actorIds = [...new Set(rows.map((r) => r.triggeredById).filter((id) => id !== null))];
    const actors = actorIds.length
      ? await app.db
          .select({ _id: users.id, username: users.username, profilePicture: users.profilePicture })
          .from(users)
          .where(inArray(users.id, actorIds))
      : [];
    const byId = new Map(actors.map((actor) => [actor._id, actor]));
    return rows.map((row) => ({
      _id: row.id,
      type: row.type as NotificationType,
      title: row.title,
      message: row.message,
      read: row.read,
      createdAt: row.createdAt.toISOString(),
      postSlug: row.postSlug,
      donationId: row.donationId,
      triggeredBy: row.triggeredById ? (byId.get(row.triggeredById) ?? null) : null,
    }));
  }

  app.notificationHub.subscribe({
    async created(rows) {
      // A fan-out may reach thousands: only those with a live connection get events, and their
      // unread counts come from one query. Whoever connects a moment later loads their inbox then.
      const recipients = [...new Set(rows.map((row) => row.recipientId))];
      const online = await onlineAmong(recipients).catch((error: unknown) => {
        app.log.warn({ err: error }, 'presence unknown: sending events to every recipient');
        return new Set(recipients);
      });
      const live = rows.filter((row) => online.has(row.recipientId));
      if (live.length === 0) return;
      const unread = await unreadCounts(app.db, [...online]);
      for (const notification of await present(live)) {
        const recipient = live.find((row) => row.id === notification._id)!.recipientId;
        const unreadCount = unread.get(recipient) ?? 0;
        io.to(room(recipient)).emit('new-notification', notification);
        io.to(room(recipient)).emit(
          'unread-count-update',
          unreadCountUpdate(unreadCount, notification._id, notification),
        );
      }
    },
    read(userId, notificationId, unread) {
      io.to(room(userId)).emit('notification-read', { notificationId, unreadCount: unread });
      io.to(room(userId)).emit('unread-count-update', unreadCountUpdate(unread, notificationId));
    },
    allRead(userId) {
      io.to(room(userId)).emit('all-notifications-read', { unreadCount: 0 });
      io.to(room(userId)).emit('unread-count-update', unreadCountUpdate(0, null));
    },
    deleted(userId, notificationId, unread) {
      io.to(room(userId)).emit('notification-deleted', { notificationId, unreadCount: unread });
      io.to(room(userId)).emit('unread-count-update', unreadCountUpdate(unread, notificationId));
    },
  });

  app.decorate('realtime', {
    disconnectUser: (userId: string) => io.in(room(userId)).disconnectSockets(true),
    disconnectBannedUser: (userId: string, message: string) => {
      io.to(room(userId)).emit('account_banned', { message });
      // Leaving the namespace, not closing the transport, so the event arrives first.
      io.in(room(userId)).disconnectSockets();
    },
    isOnline: async (userId: string) => (await io.in(room(userId)).fetchSockets()).length > 0,
    onlineAmong,
  });
  // Open sockets would keep the HTTP server from closing: end them first.
  app.addHook('preClose', (done) => {
    io.local.disconnectSockets(true);
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    io.close(() => done());
  });
}
