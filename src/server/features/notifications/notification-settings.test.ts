import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_PUSH_SERVICE_HOSTS } from '../../config.ts';
import { loadOrCreateSecrets } from '../../platform/secrets.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { FakeMailServer } from '../../test/fake-mail-server.ts';
import { browserKeys, FakePushService } from '../../test/fake-push-service.ts';
import { liveSocket } from '../../test/live-socket.ts';
import { narrativeFields } from '../../test/narrative-fields.ts';
import { receivePledge } from '../../test/pledges.ts';
import { DELIVERY_WAIT } from '../../test/outbox.ts';
import { createTestApp, injectors, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let pushService: FakePushService;
let baseUrl: string;
const smtp = new FakeMailServer();
const sockets: Socket[] = [];
const vapidDir = mkdtempSync(join(tmpdir(), 'hearth-vapid-'));
const vapidKeys = loadOrCreateSecrets(vapidDir);

beforeAll(async () => {
  pushService = new FakePushService();
  await pushService.start();
  await smtp.start();
  testApp = await createTestApp({
    environment: {
      SMTP_URL: smtp.url,
      VAPID_PUBLIC_KEY: vapidKeys.vapidPublicKey,
      VAPID_PRIVATE_KEY: vapidKeys.vapidPrivateKey,
      VAPID_SUBJECT: 'mailto:alerts@hearth.example',
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
  await smtp.stop();
  rmSync(vapidDir, { recursive: true, force: true });
});

const { as, inject } = injectors(() => testApp);
const URL = '/api/user/notification-settings';

const settingsOf = async (actor: Actor) => (await as(actor, { method: 'GET', url: URL })).json();
const put = (actor: Actor, payload: object) => as(actor, { method: 'PUT', url: URL, payload });

let devices = 0;
/** Subscribes a device of the actor's to the fake push service ("Get alerts when offline"). */
async function withDevice(actor: Actor) {
  devices += 1;
  const path = `/push/settings-device-${devices}`;
  const response = await as(actor, {
    method: 'POST',
    url: '/api/notification/subscribe',
    payload: {
      subscription: {
        endpoint: `${pushService.url}${path}`,
        expirationTime: null,
        keys: browserKeys().keys,
      },
    },
  });
  expect(response.statusCode).toBe(201);
  return path;
}

async function ok(actor: Actor, method: 'POST' | 'PUT', url: string, payload?: object) {
  const response = await as(actor, { method, url, payload });
  expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

const newPost = async (author: Actor, title = 'A post') =>
  ok(author, 'POST', '/api/post/create', { title, content: '<p>Words</p>' });

/** Each kind of notification a member chooses the channels of, made to reach `recipient`. */
const TRIGGERS: Record<
  string,
  {
    kind: string;
    role?: 'user';
    /** The setting that governs it, when not named as the entry is. */
    setting?: string;
    reach: (recipient: Actor) => Promise<void>;
  }
> = {
  comment: {
    kind: 'comment',
    reach: async (recipient) => {
      const post = await newPost(recipient);
      const reader = await createActor(testApp.app, 'user');
      await ok(reader, 'POST', '/api/comment/create', { postId: post._id, content: 'Nice' });
    },
  },
  reply: {
    kind: 'reply',
    reach: async (recipient) => {
      const post = await newPost(await createActor(testApp.app, 'publisher'));
      const comment = await ok(recipient, 'POST', '/api/comment/create', {
        postId: post._id,
        content: 'First',
      });
      await ok(await createActor(testApp.app, 'user'), 'POST', '/api/comment/reply', {
        postId: post._id,
        parentId: comment._id,
        content: 'Answer',
      });
    },
  },
  mention: {
    kind: 'mention',
    reach: async (recipient) => {
      const post = await newPost(await createActor(testApp.app, 'publisher'));
      await ok(await createActor(testApp.app, 'user'), 'POST', '/api/comment/create', {
        postId: post._id,
        content: `Hello @${recipient.username}`,
      });
    },
  },
  like: {
    kind: 'like_comment',
    reach: async (recipient) => {
      const post = await newPost(await createActor(testApp.app, 'publisher'));
      const comment = await ok(recipient, 'POST', '/api/comment/create', {
        postId: post._id,
        content: 'Like me',
      });
      await ok(
        await createActor(testApp.app, 'user'),
        'PUT',
        `/api/comment/likeComment/${comment._id}`,
      );
    },
  },
  follow: {
    kind: 'follow',
    reach: async (recipient) => {
      await ok(await createActor(testApp.app, 'user'), 'PUT', `/api/user/follow/${recipient.id}`);
    },
  },
  new_post: {
    kind: 'new_post',
    reach: async (recipient) => {
      const author = await createActor(testApp.app, 'publisher');
      await ok(recipient, 'PUT', `/api/user/follow/${author.id}`);
      await newPost(author, 'Fresh words');
    },
  },
  new_narrative: {
    kind: 'new_narrative',
    setting: 'new_post',
    reach: async (recipient) => {
      const author = await createActor(testApp.app, 'publisher');
      await ok(recipient, 'PUT', `/api/user/follow/${author.id}`);
      const narrative = await ok(author, 'POST', '/api/story/create', narrativeFields());
      await ok(
        await createActor(testApp.app, 'admin'),
        'PUT',
        `/api/story/status/${narrative._id}`,
        {
          status: 'approved',
        },
      );
    },
  },
  decision: {
    kind: 'publisher_approved',
    role: 'user',
    reach: async (recipient) => {
      const made = await ok(recipient, 'POST', '/api/user/request-publisher', {
        reason: 'I write about the neighbourhood every week.',
      });
      await ok(
        await createActor(testApp.app, 'admin'),
        'PUT',
        '/api/user/publisher-requests/update',
        {
          requestId: made._id,
          status: 'approved',
        },
      );
    },
  },
};

const ofKind = async (actor: Actor, kind: string) =>
  (
    (await as(actor, { method: 'GET', url: '/api/notification?limit=100' })).json()
      .notifications as { type: string }[]
  ).filter((n) => n.type === kind);

const mailTo = (actor: Actor) => smtp.received.filter((mail) => mail.to === actor.email);

/** Everything queued has gone out: pushes to the fake service, mail to the fake server. */
async function settled() {
  await testApp.app.push.settled();
  await testApp.app.outbox.drain();
}

describe('GET and PUT /api/user/notification-settings', () => {
  it('answer 401 to visitors', async () => {
    expect((await inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const response = await inject({ method: 'PUT', url: URL, payload: { settings: [] } });
    expect(response.statusCode).toBe(401);
  });

  it('default to in-app on, push as "Get alerts when offline" is, and no e-mail not asked for', async () => {
    const member = await createActor(testApp.app, 'user');
    const before = await settingsOf(member);
    expect(before.digest).toBe('off');
    expect(before.settings.map((s: { type: string }) => s.type)).toEqual([
      'comment',
      'reply',
      'mention',
      'like',
      'follow',
      'new_post',
      'decision',
      'case_update',
    ]);
    for (const setting of before.settings) {
      expect(setting).toEqual({
        type: setting.type,
        inApp: true,
        push: false,
        // Case updates go only to addresses that confirmed one case's: on sends nothing alone.
        email: setting.type === 'case_update',
      });
    }
    await withDevice(member);
    const after = await settingsOf(member);
    expect(after.settings.every((s: { push: boolean }) => s.push)).toBe(true);
  });

  it('keep what the member chose for the types given, the others and other members unchanged', async () => {
    const member = await createActor(testApp.app, 'user');
    const other = await createActor(testApp.app, 'user');
    const response = await put(member, {
      settings: [
        { type: 'like', inApp: false, email: false, push: false },
        { type: 'new_post', inApp: true, email: true, push: false },
      ],
      digest: 'weekly',
    });
    expect(response.statusCode).toBe(200);
    const saved = await settingsOf(member);
    expect(response.json()).toEqual(saved);
    expect(saved.digest).toBe('weekly');
    const byType = Object.fromEntries(saved.settings.map((s: { type: string }) => [s.type, s]));
    expect(byType.like).toEqual({ type: 'like', inApp: false, email: false, push: false });
    expect(byType.new_post).toEqual({ type: 'new_post', inApp: true, email: true, push: false });
    expect(byType.comment).toEqual({ type: 'comment', inApp: true, email: false, push: false });

    // Without digest it stays; a later choice replaces the earlier one.
    await put(member, { settings: [{ type: 'like', inApp: true, email: false, push: true }] });
    const again = await settingsOf(member);
    expect(again.digest).toBe('weekly');
    expect(again.settings.find((s: { type: string }) => s.type === 'like')).toEqual({
      type: 'like',
      inApp: true,
      email: false,
      push: true,
    });
    expect((await settingsOf(other)).digest).toBe('off');
  });

  it.each([
    [
      'an unknown type',
      { settings: [{ type: 'gossip', inApp: true, email: true, push: true }] },
      'type must be one of',
    ],
    [
      'a channel that is not a boolean',
      { settings: [{ type: 'like', inApp: 'yes', email: true, push: true }] },
      'inApp, email and push must each be true or false',
    ],
    [
      'a missing channel',
      { settings: [{ type: 'like', inApp: true, email: true }] },
      'inApp, email and push must each be true or false',
    ],
    ['an unknown digest', { settings: [], digest: 'hourly' }, 'digest must be one of'],
    [
      'a type given twice',
      {
        settings: [
          { type: 'like', inApp: true, email: true, push: true },
          { type: 'like', inApp: false, email: true, push: true },
        ],
      },
      'Each type may appear once',
    ],
    ['no settings', { digest: 'daily' }, 'settings must be a list'],
  ])('refuse %s with a clear 400', async (_name, payload, message) => {
    const member = await createActor(testApp.app, 'user');
    const response = await put(member, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await settingsOf(member)).digest).toBe('off');
  });
});

describe.each(Object.entries(TRIGGERS))(
  'a %s notification',
  (name, { kind, role, setting, reach }) => {
    const type = setting ?? name;
    const member = () => createActor(testApp.app, role ?? 'publisher');
    it('with everything off but e-mail: no notification, no push, and the mail arrives', async () => {
      const recipient = await member();
      const device = await withDevice(recipient);
      await put(recipient, { settings: [{ type, inApp: false, email: true, push: false }] });
      await reach(recipient);
      await settled();
      expect(await ofKind(recipient, kind)).toEqual([]);
      await expect.poll(() => mailTo(recipient).length, DELIVERY_WAIT).toBe(1);
      const [mail] = mailTo(recipient);
      const site = testApp.config.publicUrl;
      expect(mail!.links).toContain(`${site}/settings/notifications`);
      const oneClick = `${site}/api/subscriptions/unsubscribe/`;
      expect(mail!.headers['list-unsubscribe']).toMatch(/^<[^>]+>$/);
      expect(mail!.headers['list-unsubscribe']).toContain(`<${oneClick}`);
      expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(pushService.received.filter((push) => push.path === device)).toEqual([]);
    });

    it('by default: kept in the app and pushed to an away device, never mailed', async () => {
      const recipient = await member();
      const device = await withDevice(recipient);
      await reach(recipient);
      await settled();
      expect(await ofKind(recipient, kind)).toHaveLength(1);
      expect(pushService.received.filter((push) => push.path === device)).toHaveLength(1);
      expect(mailTo(recipient)).toEqual([]);
    });

    it('with in-app off: no live event reaches a connected member', async () => {
      const recipient = await member();
      await put(recipient, { settings: [{ type, inApp: false, email: false, push: true }] });
      const socket = await liveSocket(baseUrl, { auth: { token: recipient.token } }, sockets);
      const heard: unknown[] = [];
      socket.on('new-notification', (notification) => heard.push(notification));
      socket.on('unread-count-update', (update) => heard.push(update));
      await reach(recipient);
      await settled();
      // A notification of another kind, kept in the app, arrives after anything this caused.
      const other = type === 'follow' ? 'comment' : 'follow';
      await TRIGGERS[other]!.reach(recipient);
      await expect.poll(() => heard.length, DELIVERY_WAIT).toBeGreaterThan(0);
      expect(heard.every((event) => JSON.stringify(event).includes(TRIGGERS[other]!.kind))).toBe(
        true,
      );
      expect(await ofKind(recipient, kind)).toEqual([]);
    });
  },
);

describe('an update on a case I gave to', () => {
  /**
   * A member gave to a case asking for its updates (their address confirmed from the mailed
   * link), with a device that takes alerts; then an admin posts an update.
   */
  async function donorOfCase(choice?: { inApp: boolean; email: boolean; push: boolean }) {
    const admin = await createActor(testApp.app, 'admin');
    const donor = await createActor(testApp.app, 'user');
    const opened = await ok(admin, 'POST', '/api/donation/case', {
      title: 'Village well',
      description: 'Water for everyone',
    });
    const pledged = await as(donor, {
      method: 'POST',
      url: '/api/donation/transaction',
      payload: {
        donationCaseId: opened._id,
        amount: 5,
        donorEmail: donor.email,
        wantsUpdates: true,
      },
    });
    expect(pledged.statusCode, pledged.body).toBe(201);
    await receivePledge(testApp.app, admin, pledged.json()._id);
    await testApp.app.outbox.drain();
    const confirmation = mailTo(donor)
      .flatMap((mail) => mail.links)
      .find((link) => link.includes('/api/donation/updates/confirm?token='))!;
    const confirmed = await inject({
      method: 'POST',
      url: confirmation.slice(testApp.config.publicUrl.length),
    });
    expect(confirmed.statusCode).toBe(200);
    const device = await withDevice(donor);
    if (choice) await put(donor, { settings: [{ type: 'case_update', ...choice }] });
    const mailedBefore = mailTo(donor).length;
    await ok(admin, 'POST', `/api/donation/case/${opened._id}/updates`, {
      title: 'The well is dug',
      body: '<p>Water flows.</p>',
    });
    await settled();
    return {
      donor,
      pushes: () => pushService.received.filter((push) => push.path === device),
      updateMails: () =>
        mailTo(donor)
          .slice(mailedBefore)
          .filter((mail) => mail.subject.includes('The well is dug')),
    };
  }

  it('by default: kept in the app, pushed, and mailed to the confirmed address', async () => {
    const { donor, pushes, updateMails } = await donorOfCase();
    expect(await ofKind(donor, 'donation_update')).toHaveLength(1);
    expect(pushes()).toHaveLength(1);
    await expect.poll(() => updateMails().length, DELIVERY_WAIT).toBe(1);
  });

  it('with in-app and push off: only the mail, once', async () => {
    const { donor, pushes, updateMails } = await donorOfCase({
      inApp: false,
      email: true,
      push: false,
    });
    expect(await ofKind(donor, 'donation_update')).toEqual([]);
    expect(pushes()).toEqual([]);
    await expect.poll(() => updateMails().length, DELIVERY_WAIT).toBe(1);
  });

  it('with e-mail off: no mail, even to the address that confirmed', async () => {
    const { donor, pushes, updateMails } = await donorOfCase({
      inApp: true,
      email: false,
      push: true,
    });
    expect(await ofKind(donor, 'donation_update')).toHaveLength(1);
    expect(pushes()).toHaveLength(1);
    expect(updateMails()).toEqual([]);
  });
});
