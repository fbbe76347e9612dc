import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '#contracts/notifications.ts';
import { KNOWN_PUSH_SERVICE_HOSTS } from '../../config.ts';
import { outboxMessages, pushSubscriptions } from '../../db/schema.ts';
import { loadOrCreateSecrets } from '../../platform/secrets.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { browserKeys, FakePushService } from '../../test/fake-push-service.ts';
import { makeRetriesDue } from '../../test/outbox.ts';
import { createTestApp, injectors, type TestApp } from '../../test/test-app.ts';
import { liveSocket } from '../../test/live-socket.ts';

let testApp: TestApp;
let pushService: FakePushService;
let baseUrl: string;
const sockets: Socket[] = [];

// Keys made the way a first start makes them, handed to the app as an operator would.
const vapidDir = mkdtempSync(join(tmpdir(), 'hearth-vapid-'));
const vapidKeys = loadOrCreateSecrets(vapidDir);

beforeAll(async () => {
  pushService = new FakePushService();
  await pushService.start();
  testApp = await createTestApp({
    environment: {
      VAPID_PUBLIC_KEY: vapidKeys.vapidPublicKey,
      VAPID_PRIVATE_KEY: vapidKeys.vapidPrivateKey,
      VAPID_SUBJECT: 'mailto:alerts@hearth.example',
      // The real push services (Google's, Mozilla's, Apple's, Microsoft's) and the fake one.
      PUSH_SERVICE_HOSTS: [...KNOWN_PUSH_SERVICE_HOSTS, '127.0.0.1'].join(','),
    },
    build: { pushAgent: pushService.agent },
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
});
afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));
afterAll(async () => {
  await testApp.close();
  await pushService.stop();
  rmSync(vapidDir, { recursive: true, force: true });
});

const { as } = injectors(() => testApp);

let devices = 0;
/** A browser subscription whose push service is the fake one, at a path of its own. */
function device() {
  devices += 1;
  const browser = browserKeys();
  const path = `/push/device-${devices}`;
  return {
    ...browser,
    path,
    subscription: {
      endpoint: `${pushService.url}${path}`,
      expirationTime: null,
      keys: browser.keys,
    },
  };
}

const subscribe = (actor: Actor, subscription: unknown) =>
  as(actor, { method: 'POST', url: '/api/notification/subscribe', payload: { subscription } });

/** Someone new follows the actor (a publisher): one new notification for them. */
async function newFollower(of: Actor) {
  const follower = await createActor(testApp.app, 'user');
  const response = await as(follower, { method: 'PUT', url: `/api/user/follow/${of.id}` });
  expect(response.statusCode).toBe(200);
  return follower;
}

const pushEnabled = async (actor: Actor) =>
  (await as(actor, { method: 'GET', url: `/api/user/${actor.id}` })).json().pushEnabled;

const liveClient = (token: string) => liveSocket(baseUrl, { auth: { token } }, sockets);

describe('GET /api/notification/vapid-public-key', () => {
  it('gives anyone the configured key', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/notification/vapid-public-key',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ publicKey: vapidKeys.vapidPublicKey });
  });

  it('generates a key pair once and keeps it in the data directory when none is configured', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-secrets-'));
    try {
      const first = loadOrCreateSecrets(dir);
      expect(Buffer.from(first.vapidPublicKey, 'base64url')).toHaveLength(65);
      expect(Buffer.from(first.vapidPrivateKey, 'base64url')).toHaveLength(32);
      expect(loadOrCreateSecrets(dir)).toEqual(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('POST /api/notification/subscribe', () => {
  it('refuses visitors', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/notification/subscribe',
      payload: { subscription: device().subscription },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('You must be signed in');
  });

  it.each([
    ['no subscription', {}, 'Invalid push subscription'],
    [
      'an http endpoint',
      { endpoint: 'http://push.example/x', keys: browserKeys().keys },
      'The subscription endpoint must be an https URL',
    ],
    ['no keys', { endpoint: 'https://push.example/x' }, 'Invalid push subscription'],
    [
      'a key that is no P-256 point',
      { endpoint: 'https://push.example/x', keys: { ...browserKeys().keys, p256dh: 'abc' } },
      'The subscription key p256dh is not a P-256 public key',
    ],
    [
      'a short auth secret',
      { endpoint: 'https://push.example/x', keys: { ...browserKeys().keys, auth: 'c2hvcnQ' } },
      'The subscription key auth is not 16 bytes',
    ],
    [
      'an endpoint that is no known push service',
      { endpoint: 'https://intranet.example/admin', keys: browserKeys().keys },
      'This browser uses a push service this site does not support',
    ],
  ])('refuses %s with 400', async (_case, subscription, message) => {
    const actor = await createActor(testApp.app, 'user');
    const payload = _case === 'no subscription' ? subscription : { subscription };
    const response = await as(actor, {
      method: 'POST',
      url: '/api/notification/subscribe',
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, statusCode: 400, message });
    expect(await pushEnabled(actor)).toBe(false);
  });

  // Each is read by `new URL` as on (or below) a known service, or differently by the two parsers:
  // `web-push` sends with `url.parse`, which would post some of them to 127.0.0.1 or elsewhere.
  const known = 'fcm.googleapis.com';
  it.each([
    ['a backslash before userinfo', `https://${known}\\@127.0.0.1/x`],
    ['a backslash for a slash', `https://${known}\\fcm/send/x`],
    ['userinfo', `https://127.0.0.1@${known}/x`],
    ['userinfo with a port', `https://127.0.0.1:1@${known}/x`],
    ['userinfo with an encoded slash', `https://127.0.0.1%2f@${known}/x`],
    ['a password', `https://user:secret@${known}/x`],
    ['a fragment', `https://${known}/x#@127.0.0.1`],
    ['a query other than WNS’s token', `https://${known}/x?@127.0.0.1`],
    ['an encoded @ in the host', `https://127.0.0.1%40${known}/x`],
    ['an encoded dot in the host', `https://127.0.0.1%2e.${known}/x`],
    ['a dot-segment in the path', `https://${known}/x/../../admin`],
    ['an encoded dot-segment in the path', `https://${known}/%2e%2e/admin`],
    ['a tab in the host', `https://127.0.0.1\t.${known}/x`],
    ['a newline in the host', `https://127.0.0.1\n.${known}/x`],
    ['a NUL in the host', `https://127.0.0.1\u0000.${known}/x`],
    ['a space in the host', `https://127.0.0.1 .${known}/x`],
    ['a leading space', ` https://${known}/x`],
    ['a trailing space', `https://${known}/x `],
    ['a soft hyphen in the host', `https://127.0.0.1\u00ad.${known}/x`],
    ['a zero-width space in the host', `https://127.0.0.1\u200b.${known}/x`],
    ['a semicolon in the host', `https://127.0.0.1;.${known}/x`],
    ['a quote in the host', `https://127.0.0.1'.${known}/x`],
    ['a double quote in the host', `https://127.0.0.1".${known}/x`],
    ['a backtick in the host', `https://127.0.0.1\`.${known}/x`],
    ['braces in the host', `https://127.0.0.1{}.${known}/x`],
    ['a dollar in the host', `https://127.0.0.1$.${known}/x`],
    ['an underscore in the host', `https://127.0.0.1_.${known}/x`],
    ['brackets in the host', `https://[::1].${known}/x`],
    ['an IPv6 literal', 'https://[::1]/x'],
    ['an ideographic full stop', `https://127.0.0.1\u3002${known.replaceAll('.', '\u3002')}/x`],
    ['a fullwidth full stop', `https://127.0.0.1\uff0e${known}/x`],
    ['fullwidth letters', `https://\uff46\uff43\uff4d.googleapis.com/x`],
    ['a trailing dot', `https://${known}./x`],
    ['an empty port', `https://${known}:/x`],
    ['a port with a leading zero', `https://${known}:0443/x`],
    ['a double colon', `https://${known}::443/x`],
    ['a port out of range', `https://${known}:99999/x`],
    ['no slashes after the scheme', `https:${known}/x`],
    ['one slash after the scheme', `https:/${known}/x`],
    ['three slashes after the scheme', `https:///${known}/x`],
    ['an upper-case scheme', `HTTPS://${known}/x`],
    ['a decimal IPv4 address', 'https://2130706433/x'],
    ['no path', `https://${known}`],
  ])('refuses an endpoint with %s with 400', async (_trick, endpoint) => {
    const actor = await createActor(testApp.app, 'user');
    const response = await subscribe(actor, { endpoint, keys: browserKeys().keys });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(await pushEnabled(actor)).toBe(false);
  });

  it('saves one subscription per device and turns alerts on', async () => {
    const first = await createActor(testApp.app, 'user');
    const second = await createActor(testApp.app, 'user');
    const phone = device();

    const saved = await subscribe(first, phone.subscription);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toEqual({ success: true, message: 'Subscription saved' });
    expect(await pushEnabled(first)).toBe(true);
    expect((await subscribe(first, phone.subscription)).statusCode).toBe(201);

    // The same browser signed in as someone else now alerts that person only.
    expect((await subscribe(second, phone.subscription)).statusCode).toBe(201);
    const rows = await testApp.app.db
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, phone.subscription.endpoint));
    expect(rows).toEqual([{ userId: second.id }]);
  });

  it('forgets every device of the account when it signs out', async () => {
    const actor = await createActor(testApp.app, 'user');
    const [laptop, phone] = [device(), device()];
    await subscribe(actor, laptop.subscription);
    await subscribe(actor, phone.subscription);
    const devices = () =>
      testApp.app.db.$count(pushSubscriptions, eq(pushSubscriptions.userId, actor.id));
    expect(await devices()).toBe(2);

    const signedOut = await as(actor, { method: 'POST', url: '/api/user/signout' });
    expect(signedOut.statusCode).toBe(200);
    expect(await devices()).toBe(0);
  });
});

describe('PUT /api/notification/push-settings', () => {
  it('refuses visitors and anything but a boolean', async () => {
    const visitor = await testApp.app.inject({
      method: 'PUT',
      url: '/api/notification/push-settings',
      payload: { enabled: false },
    });
    expect(visitor.statusCode).toBe(401);
    const actor = await createActor(testApp.app, 'user');
    const wrong = await as(actor, {
      method: 'PUT',
      url: '/api/notification/push-settings',
      payload: { enabled: 'yes' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('enabled must be true or false');
  });

  it('turns alerts off and on again for the caller only', async () => {
    const actor = await createActor(testApp.app, 'user');
    const other = await createActor(testApp.app, 'user');
    await subscribe(actor, device().subscription);
    await subscribe(other, device().subscription);

    const off = await as(actor, {
      method: 'PUT',
      url: '/api/notification/push-settings',
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ success: true, pushEnabled: false });
    expect(await pushEnabled(actor)).toBe(false);
    expect(await pushEnabled(other)).toBe(true);

    await as(actor, {
      method: 'PUT',
      url: '/api/notification/push-settings',
      payload: { enabled: true },
    });
    expect(await pushEnabled(actor)).toBe(true);
  });
});

describe('push delivery', () => {
  it('sends a new notification, encrypted to the device and signed with the VAPID key', async () => {
    const recipient = await createActor(testApp.app, 'publisher');
    const phone = device();
    await subscribe(recipient, phone.subscription);

    const arriving = pushService.next(phone.path);
    const follower = await newFollower(recipient);
    const push = await arriving;

    expect(push.headers['content-encoding']).toBe('aes128gcm');
    const payload = JSON.parse(phone.decrypt(push.body)) as PushPayload;
    expect(payload).toMatchObject({
      title: 'New follower',
      body: `${follower.username} started following you`,
      url: '/notifications',
    });

    // VAPID (RFC 8292): a JWT for the push service's origin, signed by the key browsers know.
    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization))!;
    expect(key).toBe(vapidKeys.vapidPublicKey);
    const point = Buffer.from(key!, 'base64url');
    const publicKey = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload: claims } = await jwtVerify(token!, publicKey, { audience: pushService.url });
    expect(claims.sub).toBe('mailto:alerts@hearth.example');
  });

  it('leads an admin to the dashboard and others home for a report', async () => {
    const admin = await createActor(testApp.app, 'admin');
    const adminPhone = device();
    await subscribe(admin, adminPhone.subscription);
    const author = await createActor(testApp.app, 'publisher');
    const post = (
      await as(author, {
        method: 'POST',
        url: '/api/post/create',
        payload: { title: 'Reported in push', content: '<p>x</p>' },
      })
    ).json();
    const reporter = await createActor(testApp.app, 'user');

    const arriving = pushService.next(adminPhone.path);
    const reported = await as(reporter, {
      method: 'POST',
      url: '/api/report',
      payload: { targetId: post._id, targetType: 'post', reason: 'Spam' },
    });
    expect(reported.statusCode).toBeLessThan(300);
    const payload = JSON.parse(adminPhone.decrypt((await arriving).body)) as PushPayload;
    expect(payload).toMatchObject({ title: 'New report', url: '/dashboard?tab=reports' });
  });

  it('forgets a subscription its push service answers 410 for', async () => {
    const recipient = await createActor(testApp.app, 'publisher');
    const expired = device();
    const working = device();
    pushService.statusFor.set(expired.path, 410);
    await subscribe(recipient, expired.subscription);
    await subscribe(recipient, working.subscription);

    await newFollower(recipient);
    await testApp.app.push.settled();
    expect(pushService.receivedAt(expired.path)).toHaveLength(1);
    expect(pushService.receivedAt(working.path)).toHaveLength(1);
    const kept = await testApp.app.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, recipient.id));
    expect(kept).toEqual([{ endpoint: working.subscription.endpoint }]);

    await newFollower(recipient);
    await testApp.app.push.settled();
    expect(pushService.receivedAt(expired.path)).toHaveLength(1);
    expect(pushService.receivedAt(working.path)).toHaveLength(2);
  });

  it('sends nothing while the recipient is connected, or has turned alerts off', async () => {
    const recipient = await createActor(testApp.app, 'publisher');
    const phone = device();
    await subscribe(recipient, phone.subscription);

    const socket = await liveClient(recipient.token);
    const heard = new Promise((resolve) => socket.once('new-notification', resolve));
    await newFollower(recipient);
    await heard;
    await testApp.app.push.settled();
    expect(pushService.receivedAt(phone.path)).toHaveLength(0);

    socket.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await newFollower(recipient);
    await testApp.app.push.settled();
    expect(pushService.receivedAt(phone.path)).toHaveLength(1);

    await as(recipient, {
      method: 'PUT',
      url: '/api/notification/push-settings',
      payload: { enabled: false },
    });
    await newFollower(recipient);
    await testApp.app.push.settled();
    expect(pushService.receivedAt(phone.path)).toHaveLength(1);
  });

  it('never fails the action when the push service is down', async () => {
    const recipient = await createActor(testApp.app, 'publisher');
    const broken = device();
    pushService.statusFor.set(broken.path, 500);
    await subscribe(recipient, broken.subscription);
    // And a device whose push service does not answer at all.
    const unreachable = browserKeys();
    await subscribe(recipient, {
      endpoint: 'https://127.0.0.1:9/push/nowhere',
      keys: unreachable.keys,
    });

    await newFollower(recipient);
    await testApp.app.push.settled();
    expect(pushService.receivedAt(broken.path)).toHaveLength(1);
    const inbox = await as(recipient, { method: 'GET', url: '/api/notification' });
    expect(inbox.json().notifications).toHaveLength(1);
    // A failing service is not a gone subscription: both are kept for next time.
    const kept = await testApp.app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, recipient.id));
    expect(kept).toHaveLength(2);
  });

  it('tries a failed alert again later, and drops it once its device is signed out', async () => {
    const recipient = await createActor(testApp.app, 'publisher');
    const phone = device();
    pushService.statusFor.set(phone.path, 503);
    await subscribe(recipient, phone.subscription);
    const waiting = () =>
      testApp.app.db
        .select({ payload: outboxMessages.payload })
        .from(outboxMessages)
        .where(sql`${outboxMessages.payload}->>'endpoint' = ${phone.subscription.endpoint}`);

    const follower = await newFollower(recipient);
    await testApp.app.push.settled();
    expect(pushService.receivedAt(phone.path)).toHaveLength(1);
    // What waits is whose device, its endpoint and the alert's own words: no keys, nothing more.
    expect(await waiting()).toEqual([
      {
        payload: {
          userId: recipient.id,
          endpoint: phone.subscription.endpoint,
          payload: {
            title: 'New follower',
            body: `${follower.username} started following you`,
            url: '/notifications',
            tag: expect.any(String),
          },
        },
      },
    ]);

    pushService.statusFor.delete(phone.path);
    await makeRetriesDue(testApp.app.db);
    await testApp.app.push.settled();
    const pushes = pushService.receivedAt(phone.path);
    expect(pushes).toHaveLength(2);
    expect(JSON.parse(phone.decrypt(pushes[1]!.body))).toMatchObject({ title: 'New follower' });
    expect(await waiting()).toEqual([]);

    pushService.statusFor.set(phone.path, 503);
    await newFollower(recipient);
    await testApp.app.push.settled();
    expect(pushService.receivedAt(phone.path)).toHaveLength(3);
    await as(recipient, { method: 'POST', url: '/api/user/signout' });
    pushService.statusFor.delete(phone.path);
    await makeRetriesDue(testApp.app.db);
    await testApp.app.push.settled();
    expect(pushService.receivedAt(phone.path)).toHaveLength(3);
    expect(await waiting()).toEqual([]);
  });
});
