import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type Actor } from '../../test/actors.ts';
import { browserKeys, FakePushService } from '../../test/fake-push-service.ts';
import {
  banWhileConnected,
  expectEndedConnectionHearsNothing,
  SESSION_ENDINGS,
} from '../../test/session-endings.ts';
import {
  startSecondProcess,
  stopSecondProcess,
  type SecondProcess,
} from '../../test/second-process.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { liveSocket, nextEvent } from '../../test/live-socket.ts';

/**
 * Several app processes on one PostgreSQL database: an event raised by a request to one process
 * reaches a browser connected to another (the Socket.IO PostgreSQL adapter), and presence is
 * known across them. Only meaningful on PostgreSQL: the embedded database serves one process.
 */
const isPostgres = Boolean(process.env.DATABASE_URL);

let first: TestApp;
let pushService: FakePushService;
let second: SecondProcess;
const sockets: Socket[] = [];

beforeAll(async () => {
  if (!isPostgres) return;
  pushService = new FakePushService();
  await pushService.start();
  first = await createTestApp({ build: { pushAgent: pushService.agent } });
  if (first.config.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
  second = await startSecondProcess(first.config.database.url, first.config.jwtSecret!);
}, 90_000);

afterAll(async () => {
  if (!isPostgres) return;
  sockets.splice(0).forEach((socket) => socket.disconnect());
  await stopSecondProcess(second);
  await first?.close();
  await pushService?.stop();
});

const clientOfSecond = (token: string) => liveSocket(second.baseUrl, { auth: { token } }, sockets);

/** `follower` follows `followed`, through the first process. */
const follow = (follower: Actor, followed: Actor) =>
  first.app.inject({
    method: 'PUT',
    url: `/api/user/follow/${followed.id}`,
    headers: follower.headers,
  });

describe.skipIf(!isPostgres)('live notifications across app processes (PostgreSQL)', () => {
  it('delivers events raised on one process to a browser connected to another', async () => {
    const author = await createActor(first.app, 'publisher');
    const reader = await createActor(first.app, 'user');
    const socket = await clientOfSecond(author.token);

    const arriving = nextEvent<{ type: string; triggeredBy: { username: string } }>(
      socket,
      'new-notification',
    );
    const counted = nextEvent<{ unreadCount: number }>(socket, 'unread-count-update');
    const followed = await follow(reader, author);
    expect(followed.statusCode).toBe(200);
    expect(await arriving).toMatchObject({
      type: 'follow',
      triggeredBy: { username: reader.username },
    });
    expect((await counted).unreadCount).toBe(1);

    const allRead = nextEvent(socket, 'all-notifications-read');
    await first.app.inject({
      method: 'PUT',
      url: '/api/notification/read-all',
      headers: author.headers,
    });
    await allRead;
  });

  it('knows who is connected to any process, and pushes only to those who are not', async () => {
    const author = await createActor(first.app, 'publisher');
    const phone = browserKeys();
    const path = '/push/cluster-phone';
    await first.app.inject({
      method: 'POST',
      url: '/api/notification/subscribe',
      headers: author.headers,
      payload: { subscription: { endpoint: `${pushService.url}${path}`, keys: phone.keys } },
    });
    const socket = await clientOfSecond(author.token);
    expect(await first.app.realtime.isOnline(author.id)).toBe(true);

    const heard = nextEvent(socket, 'new-notification');
    const follower = await createActor(first.app, 'user');
    await follow(follower, author);
    await heard;
    await first.app.push.settled();
    expect(pushService.receivedAt(path)).toHaveLength(0);

    // Signing out on the first process ends the connection held by the second.
    const gone = nextEvent(socket, 'disconnect');
    await first.app.inject({ method: 'POST', url: '/api/user/signout', headers: author.headers });
    await gone;
    expect(await first.app.realtime.isOnline(author.id)).toBe(false);
  });

  it('tells a connection held by another process of a ban, then ends it', async () => {
    const member = await createActor(first.app, 'user');
    const socket = await clientOfSecond(member.token);
    expect(await banWhileConnected(first.app, member, socket, 'Spam in comments')).toContain(
      'Spam in comments',
    );
  });

  it.each(SESSION_ENDINGS)(
    'when %s on one process, connections held by another close and hear nothing more',
    async (_way, endSessions) => {
      const member = await createActor(first.app, 'publisher');
      await expectEndedConnectionHearsNothing(first.app, member, endSessions, {
        connect: clientOfSecond,
        notify: async (followed) => follow(await createActor(first.app, 'user'), followed),
      });
    },
  );
});
