import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, UnreadCountUpdate } from '#contracts/notifications.ts';
import { createActor, createActors } from '../../test/actors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let baseUrl: string;
let actors: Awaited<ReturnType<typeof createActors>>;
const sockets: Socket[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  actors = await createActors(testApp.app);
});
afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));
afterAll(() => testApp.close());

/** A connected client of that token, resolved once the server has placed it in its room. */
function client(token: string, via: 'auth' | 'cookie' = 'auth'): Promise<Socket> {
  const socket = connect(baseUrl, {
    transports: ['websocket'],
    reconnection: false,
    ...(via === 'auth'
      ? { auth: { token } }
      : { extraHeaders: { cookie: `access_token=${token}` } }),
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('ready', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const nextEvent = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, resolve));

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
    const socket = connect(baseUrl, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token: expired },
    });
    sockets.push(socket);
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
    const again = connect(baseUrl, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token: leaver.token },
    });
    sockets.push(again);
    await nextEvent(again, 'token_expired');
  });

  it('tells a banned user why, at once and on every later connection', async () => {
    const member = await createActor(testApp.app, 'user');
    const admin = await createActor(testApp.app, 'admin');
    const socket = await client(member.token);
    const told = nextEvent<{ message: string }>(socket, 'account_banned');
    const gone = nextEvent(socket, 'disconnect');
    const banned = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/ban',
      headers: admin.headers,
      payload: { userId: member.id, duration: '1d', reason: 'Spam in comments' },
    });
    expect(banned.statusCode).toBe(200);
    expect((await told).message).toMatch(
      /^Your account has been banned until .+ Reason: Spam in comments$/,
    );
    await gone;

    const again = connect(baseUrl, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token: member.token },
    });
    sockets.push(again);
    expect((await nextEvent<{ message: string }>(again, 'account_banned')).message).toContain(
      'Spam in comments',
    );
  });
});
