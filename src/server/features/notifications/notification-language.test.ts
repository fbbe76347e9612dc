import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '#contracts/notifications.ts';
import { KNOWN_PUSH_SERVICE_HOSTS } from '../../config.ts';
import { loadOrCreateSecrets } from '../../platform/secrets.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { FakeMailServer } from '../../test/fake-mail-server.ts';
import { browserKeys, FakePushService } from '../../test/fake-push-service.ts';
import { DELIVERY_WAIT, htmlPart } from '../../test/outbox.ts';
import { createTestApp, injectors, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let pushService: FakePushService;
const smtp = new FakeMailServer();
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
});
afterAll(async () => {
  await testApp.close();
  await pushService.stop();
  await smtp.stop();
  rmSync(vapidDir, { recursive: true, force: true });
});

const { as } = injectors(() => testApp);

async function ok(actor: Actor, method: 'POST' | 'PUT', url: string, payload?: object) {
  const response = await as(actor, { method, url, payload });
  expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

/** A member who chose `locale` (null: none) and how follows reach them. */
async function member(locale: string | null, channels: { email: boolean; push: boolean }) {
  const actor = await createActor(testApp.app, 'publisher');
  if (locale) await ok(actor, 'PUT', `/api/user/update/${actor.id}`, { locale });
  await ok(actor, 'PUT', '/api/user/notification-settings', {
    settings: [{ type: 'follow', inApp: false, ...channels }],
  });
  return actor;
}

let devices = 0;
/** A device of the actor's that takes alerts, and how it reads them. */
async function withDevice(actor: Actor) {
  devices += 1;
  const path = `/push/language-device-${devices}`;
  const keys = browserKeys();
  await ok(actor, 'POST', '/api/notification/subscribe', {
    subscription: { endpoint: `${pushService.url}${path}`, expirationTime: null, keys: keys.keys },
  });
  return { path, read: (body: Buffer) => JSON.parse(keys.decrypt(body)) as PushPayload };
}

async function followedBy(recipient: Actor, username: string) {
  const follower = await createActor(testApp.app, 'user', username);
  await ok(follower, 'PUT', `/api/user/follow/${recipient.id}`);
}

const mailTo = async (actor: Actor) => {
  await testApp.app.outbox.drain();
  return smtp.received.filter((mail) => mail.to === actor.email);
};

describe('a notification mailed to a member', () => {
  it('is written in the Arabic the member chose, right to left, its link to the Arabic page', async () => {
    const recipient = await member('ar', { email: true, push: false });
    await followedBy(recipient, 'samira');
    await expect.poll(async () => (await mailTo(recipient)).length, DELIVERY_WAIT).toBe(1);
    const [mail] = await mailTo(recipient);
    expect(mail!.subject).toBe('بدأ samira بمتابعتك');
    expect(mail!.headers['content-language']).toBe('ar');
    expect(mail!.text).toContain('اختر ما يصلك، وكيف يصلك:');
    expect(mail!.text).toContain('مجتمع Hearth');
    expect(htmlPart(mail!)).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.links).toContain(`${testApp.config.publicUrl}/ar/notifications`);
    expect(mail!.text).not.toContain('Read it on the site');
  });

  it('is in English, as before, for a member who chose no language', async () => {
    const recipient = await member(null, { email: true, push: false });
    await followedBy(recipient, 'ahmed');
    await expect.poll(async () => (await mailTo(recipient)).length, DELIVERY_WAIT).toBe(1);
    const [mail] = await mailTo(recipient);
    expect(mail!.subject).toBe('ahmed started following you');
    expect(mail!.text).toContain('Read it on the site:');
    expect(mail!.text).toContain('The Hearth community');
    expect(htmlPart(mail!)).toContain('<html lang="en" dir="ltr">');
  });
});

describe('a notification pushed to a member', () => {
  it("is in the member's Spanish, and opens the Spanish page", async () => {
    const recipient = await member('es', { email: false, push: true });
    const device = await withDevice(recipient);
    const arriving = pushService.next(device.path);
    await followedBy(recipient, 'lucia');
    expect(device.read((await arriving).body)).toMatchObject({
      title: 'Nuevo seguidor',
      body: 'lucia empezó a seguirte',
      url: expect.stringMatching(/^\/es\//),
    });
  });

  it('is in English, as before, for a member who chose English', async () => {
    const recipient = await member('en', { email: false, push: true });
    const device = await withDevice(recipient);
    const arriving = pushService.next(device.path);
    await followedBy(recipient, 'george');
    const payload = device.read((await arriving).body);
    expect(payload).toMatchObject({ title: 'New follower', body: 'george started following you' });
    expect(payload.url).not.toMatch(/^\/(es|ar|fr|sw)\//);
  });
});
