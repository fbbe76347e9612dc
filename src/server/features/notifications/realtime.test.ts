import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, UnreadCountUpdate } from '#contracts/notifications.ts';
import { users } from '../../db/schema.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import {
  banWhileConnected,
  expectEndedConnectionHearsNothing,
  SESSION_ENDINGS,
} from '../../test/session-endings.ts';
import { testFileApp } from '../../test/test-file-app.ts';
import { liveSocket, nextEvent } from '../../test/live-socket.ts';

const PUBLIC_ORIGIN = 'https://hearth.example';

const { testApp, actors } = testFileApp({ environment: { PUBLIC_URL: PUBLIC_ORIGIN } });
let baseUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
});
afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));

/** A connected client of that token, resolved once the server has placed it in its room. */
function client(token: string, via: 'auth' | 'cookie' = 'auth'): Promise<Socket> {
  return liveSocket(
    baseUrl,
    via === 'auth' ? { auth: { token } } : { extraHeaders: { cookie: `access_token=${token}` } },
    sockets,
  );
}

/** A connection with `token` that does not reconnect, to hear why the server refuses it. */
function refusedSocket(token: string) {
  const socket = connect(baseUrl, {
    transports: ['websocket'],
    reconnection: false,
    auth: { token },
  });
  sockets.push(socket);
  return socket;
}

/** Someone follows the member (a publisher): one new notification for them. */
async function followed(member: Actor) {
  const follower = await createActor(testApp.app, 'user');
  const response = await testApp.app.inject({
    method: 'PUT',
    url: `/api/user/follow/${member.id}`,
    headers: follower.headers,
  });
  expect(response.statusCode).toBe(200);
}

describe('live notifications', () => {
  it('reach every connection of the recipient and nobody else', async () => {
    const publisher = await createActor(testApp.app, 'publisher', 'live_publisher');
    const [tab, phone, stranger] = await Promise.all([
      client(publisher.token),
      client(publisher.token, 'cookie'),
      client(actors.user.token),
    ]);
    let strangerHeard = false;
    stranger.on('new-notification', () => (strangerHeard = true));

    const onTab = nextEvent<Notification>(tab, 'new-notification');
    const onPhone = nextEvent<UnreadCountUpdate>(phone, 'unread-count-update');
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/user/follow/${publisher.id}`,
      headers: actors.otherPublisher.headers,
    });
    const notification = await onTab;
    expect(notification).toMatchObject({
      type: 'follow',
      triggeredBy: { username: actors.otherPublisher.username },
    });
    expect(await onPhone).toEqual({
      unreadCount: 1,
      notification,
      notificationId: notification._id,
    });

    const readAll = nextEvent(phone, 'all-notifications-read');
    const countAfterAll = nextEvent(phone, 'unread-count-update');
    await testApp.app.inject({
      method: 'PUT',
      url: '/api/notification/read-all',
      headers: publisher.headers,
    });
    expect(await readAll).toEqual({ unreadCount: 0 });
    expect(await countAfterAll).toEqual({
      unreadCount: 0,
      notification: null,
      notificationId: null,
    });
    expect(strangerHeard).toBe(false);
  });

  it('says which notification was read or deleted, with the unread count after it', async () => {
    const publisher = await createActor(testApp.app, 'publisher');
    const socket = await client(publisher.token);
    const arrived = nextEvent<Notification>(socket, 'new-notification');
    for (const fan of [actors.user, actors.admin]) {
      await testApp.app.inject({
        method: 'PUT',
        url: `/api/user/follow/${publisher.id}`,
        headers: fan.headers,
      });
    }
    const { _id: notificationId } = await arrived;
    const ask = (method: 'PUT' | 'DELETE', url: string) =>
      testApp.app.inject({ method, url, headers: publisher.headers });

    const read = nextEvent(socket, 'notification-read');
    await ask('PUT', `/api/notification/${notificationId}/read`);
    expect(await read).toEqual({ notificationId, unreadCount: 1 });

    const deleted = nextEvent(socket, 'notification-deleted');
    const counted = nextEvent(socket, 'unread-count-update');
    await ask('DELETE', `/api/notification/${notificationId}`);
    expect(await deleted).toEqual({ notificationId, unreadCount: 1 });
    expect(await counted).toEqual({ unreadCount: 1, notification: null, notificationId });
  });

  it('tells a client with an expired token so, and refuses it', async () => {
    const secret = new TextEncoder().encode(testApp.config.jwtSecret);
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(actors.user.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 5)
      .sign(secret);
    const socket = refusedSocket(expired);
    const told = nextEvent(socket, 'token_expired');
    const refused = nextEvent(socket, 'disconnect');
    await told;
    await refused;
  });

  it('disconnects every connection of a user who signs out', async () => {
    const leaver = await createActor(testApp.app, 'user');
    const socket = await client(leaver.token);
    const gone = nextEvent(socket, 'disconnect');
    await testApp.app.inject({ method: 'POST', url: '/api/user/signout', headers: leaver.headers });
    await gone;
    // The old token no longer opens a connection.
    const again = refusedSocket(leaver.token);
    await nextEvent(again, 'token_expired');
  });

  it('tells a banned user why, at once and on every later connection', async () => {
    const member = await createActor(testApp.app, 'user');
    const socket = await client(member.token);
    expect(await banWhileConnected(testApp.app, member, socket, 'Spam in comments')).toMatch(
      /^Your account has been banned until .+ Reason: Spam in comments$/,
    );

    const again = refusedSocket(member.token);
    expect((await nextEvent<{ message: string }>(again, 'account_banned')).message).toContain(
      'Spam in comments',
    );
  });
});

describe('a session that ends', () => {
  it.each(SESSION_ENDINGS)(
    'when %s, its open connections close and hear nothing more',
    async (_way, endSessions) => {
      const member = await createActor(testApp.app, 'publisher');
      await expectEndedConnectionHearsNothing(testApp.app, member, endSessions, {
        connect: (token) => client(token),
        notify: followed,
      });
    },
  );

  const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000);
  it.each([
    [
      'its tokens were revoked',
      (id: string) =>
        testApp.app.db
          .update(users)
          .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, id)),
      'token_expired',
    ],
    [
      'its account was banned',
      (id: string) =>
        testApp.app.db
          .update(users)
          .set({ isBanned: true, banReason: 'Spam', banExpiresAt: tomorrow() })
          .where(eq(users.id, id)),
      'account_banned',
    ],
    [
      'its account was deleted',
      (id: string) => testApp.app.db.delete(users).where(eq(users.id, id)),
      'token_expired',
    ],
  ])(
    'ends at the next session check a connection whose session ended unannounced (%s)',
    async (_change, endUnannounced, event) => {
      const member = await createActor(testApp.app, 'user');
      const bystander = await createActor(testApp.app, 'publisher');
      const [stale, live] = await Promise.all([client(member.token), client(bystander.token)]);
      const told = nextEvent(stale, event);
      const gone = nextEvent(stale, 'disconnect');

      await endUnannounced(member.id);
      await testApp.app.realtime.checkSessions();
      await told;
      await gone;

      // Connections of sessions still valid are kept.
      const arriving = nextEvent(live, 'new-notification');
      await followed(bystander);
      await arriving;
    },
  );
});

describe('the handshake', () => {
  /** A handshake the way a page of `origin` would send it, with the member's session cookie. */
  function fromPage(origin: string, transport: 'websocket' | 'polling', token: string) {
    const socket = connect(baseUrl, {
      transports: [transport],
      reconnection: false,
      extraHeaders: { origin, cookie: `access_token=${token}` },
    });
    sockets.push(socket);
    return socket;
  }

  it.each([
    ['another port of this host', () => baseUrl.replace(/:\d+$/, ':1')],
    ['this address over https', () => baseUrl.replace('http:', 'https:')],
    ["the public address's host over http", () => 'http://hearth.example'],
    ["the public address's host on another port", () => `${PUBLIC_ORIGIN}:8443`],
    ['another site', () => 'https://hearth.example.evil.test'],
    ['a sandboxed frame', () => 'null'],
  ])('refuses a page of %s carrying the user’s cookie', async (_origin, origin) => {
    const member = await createActor(testApp.app, 'publisher');
    for (const transport of ['websocket', 'polling'] as const) {
      const socket = fromPage(origin(), transport, member.token);
      const heard: string[] = [];
      socket.onAny((event: string) => heard.push(event));
      await nextEvent(socket, 'connect_error');
      expect(socket.connected).toBe(false);
      expect(heard).toEqual([]);
    }
  });

  it.each([
    ['its public address', () => PUBLIC_ORIGIN],
    ['the address it was reached at', () => baseUrl],
  ])('accepts a page of this site at %s', async (_origin, origin) => {
    const member = await createActor(testApp.app, 'publisher');
    for (const transport of ['websocket', 'polling'] as const) {
      await nextEvent(fromPage(origin(), transport, member.token), 'ready');
    }
  });
});
