import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { createAdapter } from '@socket.io/postgres-adapter';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Server, type Socket } from 'socket.io';
import type {
  Notification,
  NotificationSocketEvents,
  UnreadCountUpdate,
} from '#contracts/notifications.ts';
import type { notifications } from '../../db/schema.ts';
import { sessions, users } from '../../db/schema.ts';
import { ACCESS_TOKEN_COOKIE, banMessage, isOwnOrigin } from '../../platform/auth.ts';
import { verifyAccessToken } from '../../platform/tokens.ts';
import { presentNotification } from './notification-presenter.ts';
import { countUnreadOfEach } from './unread-counts.ts';

type NotificationRow = typeof notifications.$inferSelect;
const room = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
const unreadCountUpdate = (
  unreadCount: number,
  notificationId: string | null,
  notification: Notification | null = null,
): UnreadCountUpdate => ({ unreadCount, notification, notificationId });

/** How often each process checks that its open connections still belong to a live session. */
const SESSION_CHECK_MS = 30_000;

/** The session a connection was accepted with, kept on the socket. */
interface LiveSession {
  userId: string;
  tokenVersion: number;
  sessionId: string;
}
/** What app processes tell each other (through the PostgreSQL adapter). */
interface BetweenProcesses {
  'account-banned': (userId: string, message: string) => void;
}
type LiveSocket = Socket<
  Record<never, never>,
  NotificationSocketEvents,
  BetweenProcesses,
  Partial<LiveSession>
>;

/** Why a connection's session is over: the event the client is told before it is disconnected. */
type SessionEnd = { event: 'token_expired' } | { event: 'account_banned'; message: string };

interface SessionRow {
  id: string;
  tokenVersion: number;
  isBanned: boolean;
  banExpiresAt: Date | null;
  banReason: string | null;
  /** Which of the sessions asked about are still signed in. */
  liveSessions: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      /** Ends every live connection of the user on every process (sessions ended, deletion). */
      disconnectUser(userId: string): void;
      /** Ends the live connections of these sessions (signed out one by one) on every process. */
      disconnectSessions(sessionIds: string[]): void;
      /** Tells every open tab of the user why the session ends (`account_banned`), then ends it. */
      disconnectBannedUser(userId: string, message: string): void;
      /**
       * Ends this process's connections whose session is over (token version, ban, deletion),
       * in one query; runs every 30 s, so a disconnect that went missing leaks nothing for long.
       */
      checkSessions(): Promise<void>;
      /** Whether the user has a live connection on any process. */
      isOnline(userId: string): Promise<boolean>;
      /** Which of these users have a live connection on any process, asked in one round. */
      onlineAmong(userIds: string[]): Promise<Set<string>>;
      /** This process's open connections (the metrics). */
      connectedClients(): number;
    };
  }
}

function tokenOf(socket: LiveSocket): string | null {
  const fromAuth = (socket.handshake.auth as { token?: unknown }).token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth;
  const cookies = socket.handshake.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${ACCESS_TOKEN_COOKIE}=([^;]+)`).exec(cookies);
  return match ? decodeURIComponent(match[1]!) : null;
}

/**
 * A session is over when its account is gone, banned, its tokens were revoked since, or it was
 * signed out on its own.
 */
function sessionEnd(user: SessionRow | undefined, session: LiveSession): SessionEnd | null {
  const isBanned = user?.isBanned && (!user.banExpiresAt || user.banExpiresAt > new Date());
  if (user && isBanned) {
    return { event: 'account_banned', message: banMessage(user.banExpiresAt, user.banReason) };
  }
  if (!user || user.tokenVersion !== session.tokenVersion) return { event: 'token_expired' };
  if (!user.liveSessions.includes(session.sessionId)) return { event: 'token_expired' };
  return null;
}

/** Tells the client why, then leaves the namespace (not closing the transport), so it arrives. */
function endConnection(socket: LiveSocket, end: SessionEnd) {
  if (end.event === 'account_banned') socket.emit('account_banned', { message: end.message });
  else socket.emit('token_expired');
  socket.disconnect();
}

/**
 * Whether a handshake may open a connection. A browser sends `Origin` with every WebSocket
 * handshake and every cross-origin request whose answer a page can read, so one from another
 * site (which would carry our cookie) is refused as HTTP writes are. A handshake without
 * `Origin` comes from a client that is no browser (an app with `auth.token`) or from a
 * same-origin poll; in neither case can a foreign page read what it answers.
 */
function isAllowedHandshake(request: IncomingMessage, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  const scheme = (request.socket as TLSSocket).encrypted ? 'https' : 'http';
  return isOwnOrigin(origin, publicUrl, `${scheme}://${request.headers.host}`);
}

/**
 * The pool as the PostgreSQL adapter gets it. The adapter keeps one connection for LISTEN and,
 * when the server ends it (a restart), takes another without giving that one back: the pool
 * would count it as lent forever, and wait for it when it closes. Here a lent connection that
 * ends goes back to the pool, which drops it; giving it back twice is a no-op.
 *
 * The adapter also forgets a connection it is still waiting for when it is closed (an app closed
 * right after it started): `stopLending` gives back every connection lent so far, and the
 * adapter's later requests wait forever instead, so that nothing holds the pool open.
 */
function lendingToAdapter(pool: pg.Pool) {
  const lent = new Set<pg.PoolClient>();
  let stopped = false;
  const never = () => new Promise<never>(() => {});
  const connect = async () => {
    if (stopped) return never();
    const client = await pool.connect();
    const release = client.release.bind(client);
    let released = false;
    client.release = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      lent.delete(client);
      release(error);
    };
    if (stopped) {
      client.release(true);
      return never();
    }
    lent.add(client);
    client.once('end', () => client.release(true));
    return client;
  };
  const adapterPool = new Proxy(pool, {
    get(target, key) {
      if (key === 'connect') return connect;
      const value: unknown = Reflect.get(target, key, target);
      // The pool's own methods (query borrows through `this.connect`) keep the pool itself.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const stopLending = () => {
    stopped = true;
    for (const client of [...lent]) client.release(true);
  };
  return { adapterPool, stopLending };
}

/**
 * Socket.IO on the app's own server and origin. A connection is authenticated with the session
 * token (cookie or `auth.token`); each user's connections share a room, so every tab and device
 * gets each event. With PostgreSQL the adapter carries events between app processes.
 */
export function registerRealtime(app: FastifyInstance) {
  const io = new Server<
    Record<never, never>,
    NotificationSocketEvents,
    BetweenProcesses,
    Partial<LiveSession>
  >(app.server, {
    path: '/socket.io',
    serveClient: false,
    allowRequest: (request, answer) => {
      const isAllowed = isAllowedHandshake(request, app.config.publicUrl);
      answer(isAllowed ? null : 'Cross-origin connection refused', isAllowed);
    },
  });
  const lending = app.database.pgPool ? lendingToAdapter(app.database.pgPool) : undefined;
  if (lending) io.adapter(createAdapter(lending.adapterPool));

  /** The state of these sessions and their users, in one query however many there are. */
  async function sessionRows(open: LiveSession[]): Promise<Map<string, SessionRow>> {
    const userIds = [...new Set(open.map((session) => session.userId))];
    const sessionIds = [...new Set(open.map((session) => session.sessionId))];
    const rows = await app.db
      .select({
        id: users.id,
        tokenVersion: users.tokenVersion,
        isBanned: users.isBanned,
        banExpiresAt: users.banExpiresAt,
        banReason: users.banReason,
        // Spelled out: drizzle leaves the table off a column of a one-table select.
        liveSessions: sql<
          string[]
        >`array(select s.id::text from ${sessions} s where s.user_id = "users"."id" and s.id = any(${uuidArray(sessionIds)}))`,
      })
      .from(users)
      .where(sql`${users.id} = any(${uuidArray(userIds)})`);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Ends the connection when its session is over; answers whether it did. */
  async function endedStale(socket: LiveSocket, session: LiveSession): Promise<boolean> {
    const rows = await sessionRows([session]);
    const end = sessionEnd(rows.get(session.userId), session);
    if (end) endConnection(socket, end);
    return end !== null;
  }

  /** Places an authenticated connection in its user's room, or ends it. */
  async function accept(socket: LiveSocket) {
    const token = tokenOf(socket);
    const check = token ? await verifyAccessToken(app.jwtSecret, token) : null;
    if (!check || !check.ok) {
      if (check?.reason === 'expired') socket.emit('token_expired');
      socket.disconnect();
      return;
    }
    const session = {
      userId: check.claims.sub,
      tokenVersion: check.claims.ver,
      sessionId: check.claims.sid,
    };
    if (await endedStale(socket, session)) return;
    socket.data = session;
    await socket.join([room(session.userId), sessionRoom(session.sessionId)]);
    // Sessions that ended while this one joined found no connection of it in the room.
    if (await endedStale(socket, session)) return;
    socket.emit('ready');
  }
  io.on('connection', (socket) => {
    accept(socket).catch((error: unknown) => {
      app.log.warn({ err: error }, 'live connection not accepted');
      socket.disconnect();
    });
  });

  async function checkSessions() {
    const open = [...io.of('/').sockets.values()].filter((socket) => socket.data.userId);
    if (open.length === 0) return;
    const rows = await sessionRows(open.map((socket) => socket.data as LiveSession));
    for (const socket of open) {
      const end = sessionEnd(rows.get(socket.data.userId!), socket.data as LiveSession);
      if (end) endConnection(socket, end);
    }
  }
  const sessionChecks = setInterval(() => {
    checkSessions().catch((error: unknown) =>
      app.log.warn({ err: error }, 'live sessions not checked'),
    );
  }, SESSION_CHECK_MS);
  sessionChecks.unref();

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
    return rows.map((row) =>
      presentNotification(row, row.triggeredById ? (byId.get(row.triggeredById) ?? null) : null),
    );
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
      const unread = await countUnreadOfEach(app.services, [...online]);
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

  /** Tells this process's connections of the user why, then ends them, in that order. */
  function endBannedHere(userId: string, message: string) {
    io.local.to(room(userId)).emit('account_banned', { message });
    io.local.in(room(userId)).disconnectSockets();
  }
  io.on('account-banned', endBannedHere);

  app.decorate('realtime', {
    disconnectUser: (userId: string) => io.in(room(userId)).disconnectSockets(true),
    disconnectSessions: (sessionIds: string[]) => {
      if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
    disconnectBannedUser: (userId: string, message: string) => {
      endBannedHere(userId, message);
      // Each process ends its own: an event and a disconnect sent apart through the adapter
      // may reach another process the wrong way round.
      if (app.database.pgPool) io.serverSideEmit('account-banned', userId, message);
    },
    checkSessions,
    isOnline: async (userId: string) => (await io.in(room(userId)).fetchSockets()).length > 0,
    onlineAmong,
    connectedClients: () => io.engine.clientsCount,
  });
  // Open sockets would keep the HTTP server from closing: end them first.
  app.addHook('preClose', (done) => {
    clearInterval(sessionChecks);
    io.local.disconnectSockets(true);
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    io.close(() => {
      lending?.stopLending();
      done();
    });
  });
}
