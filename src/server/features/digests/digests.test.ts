import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { digestSends, posts } from '../../db/schema.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { DELIVERY_WAIT, readMailFolder, readOutbox, type OutboxMail } from '../../test/outbox.ts';
import { twoProcessesOnPostgres } from '../../test/second-process.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testFileApp } from '../../test/test-file-app.ts';
import { subscriptionLinks } from '../subscriptions/subscription-links.ts';
import { sendDueDigests } from './send-digests.ts';

const CLOCKED = { TEST_CLOCK: 'true', DIGEST_INTERVAL_MS: '200' };
const DAY = 24 * 3600 * 1000;
const { testApp, as, inject } = testFileApp({ environment: CLOCKED });

/** The app's clock as it reads now (moved by the tests before). */
async function clockOf(app: TestApp) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/test/clock',
    payload: { advanceMs: 0 },
  });
  return new Date(response.json().now as string);
}

/** Moves the app's clock to a minute past the next UTC midnight (or the Monday's, weekly). */
async function toNextPeriod(app: TestApp, frequency: 'daily' | 'weekly') {
  const now = await clockOf(app);
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY;
  const daysToMonday = (8 - new Date(midnight).getUTCDay()) % 7;
  const target = midnight + (frequency === 'weekly' ? daysToMonday * DAY : 0) + 60_000;
  return target - now.getTime();
}

async function advance(advanceMs: number) {
  const response = await inject({ method: 'POST', url: '/api/test/clock', payload: { advanceMs } });
  expect(response.statusCode).toBe(200);
}

async function choose(member: Actor, digest: 'off' | 'daily' | 'weekly') {
  const response = await as(member, {
    method: 'PUT',
    url: '/api/user/notification-settings',
    payload: { settings: [], digest },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function follow(member: Actor, author: Actor) {
  const response = await as(member, { method: 'PUT', url: `/api/user/follow/${author.id}` });
  expect(response.statusCode).toBe(200);
}

/** A post, as if published at the app's clock's time (the digest reads the app's periods). */
async function publishNow(app: TestApp, author: Actor, title: string) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/post/create',
    headers: author.headers,
    payload: { title, content: '<p>News for the digest.</p>' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const post = response.json() as { _id: string; slug: string };
  await app.app.db
    .update(posts)
    .set({ createdAt: await clockOf(app) })
    .where(eq(posts.id, post._id));
  return post;
}

const isDigest = (mail: OutboxMail) => /digest/i.test(mail.subject);
const digestsTo = async (member: Actor) =>
  (await readOutbox(testApp)).filter((mail) => mail.to === member.email && isDigest(mail));

/** Waits until the member's period has been looked at (sent or found empty). */
const periodsSeen = (app: TestApp, member: Actor) =>
  app.app.db.$count(digestSends, eq(digestSends.userId, member.id));

describe('daily digests', () => {
  it("bring yesterday's new posts of the authors followed, once, and nothing for an empty day", async () => {
    const author = await createActor(testApp.app, 'publisher');
    const reader = await createActor(testApp.app, 'user');
    const idle = await createActor(testApp.app, 'publisher');
    const waiting = await createActor(testApp.app, 'user');
    await follow(reader, author);
    await follow(waiting, idle);
    await choose(reader, 'daily');
    await choose(waiting, 'daily');
    const post = await publishNow(testApp, author, 'Worth a digest');

    await advance(await toNextPeriod(testApp, 'daily'));
    await expect.poll(async () => (await digestsTo(reader)).length, DELIVERY_WAIT).toBe(1);
    const [mail] = await digestsTo(reader);
    const site = testApp.config.publicUrl;
    expect(mail!.text).toContain('Worth a digest');
    expect(mail!.links).toContain(`${site}/post/${post.slug}`);
    expect(mail!.links).toContain(`${site}/settings/notifications`);
    expect(mail!.headers['list-unsubscribe']).toMatch(/^<[^>]+\/api\/subscriptions\/unsubscribe\//);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The member whose author published nothing had their day looked at, and got nothing.
    await expect.poll(() => periodsSeen(testApp, waiting), DELIVERY_WAIT).toBeGreaterThan(0);
    expect(await digestsTo(waiting)).toEqual([]);

    // The next day has nothing new: no second digest.
    const seen = await periodsSeen(testApp, reader);
    await advance(DAY);
    await expect.poll(() => periodsSeen(testApp, reader), DELIVERY_WAIT).toBe(seen + 1);
    expect(await digestsTo(reader)).toHaveLength(1);

    // One click in the mail program turns digests off, without sign-in.
    const oneClick = mail!.headers['list-unsubscribe']!.slice(1, -1).replace(site, '');
    const stopped = await inject({
      method: 'POST',
      url: oneClick,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode).toBe(200);
    const settings = await as(reader, { method: 'GET', url: '/api/user/notification-settings' });
    expect(settings.json().digest).toBe('off');
  });

  it('are not sent to members who did not choose one', async () => {
    const author = await createActor(testApp.app, 'publisher');
    const reader = await createActor(testApp.app, 'user');
    await follow(reader, author);
    await publishNow(testApp, author, 'Not for the digest');
    await advance(await toNextPeriod(testApp, 'daily'));
    await advance(1000);
    expect(await digestsTo(reader)).toEqual([]);
    expect(await periodsSeen(testApp, reader)).toBe(0);
  });

  it('go once when two rounds build the same digest at the same time', async () => {
    const author = await createActor(testApp.app, 'publisher');
    const reader = await createActor(testApp.app, 'user');
    await follow(reader, author);
    await publishNow(testApp, author, 'Raced for');
    await choose(reader, 'weekly');
    const { services } = testApp.app;
    const links = subscriptionLinks(testApp.app.jwtSecret, testApp.config.publicUrl);
    const later = new Date(
      (await clockOf(testApp)).getTime() + (await toNextPeriod(testApp, 'weekly')),
    );
    const sent = await Promise.all([
      sendDueDigests(services, links, later),
      sendDueDigests(services, links, later),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await digestsTo(reader)).toHaveLength(1);
    expect((await digestsTo(reader))[0]!.subject).toMatch(/weekly/i);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))(
  'digests with two processes on one database',
  () => {
    const processes = twoProcessesOnPostgres(CLOCKED);

    it('go once per period per member, whichever process looks', async () => {
      const { first, second } = processes;
      const author = await createActor(first.app, 'publisher');
      const reader = await createActor(first.app, 'user');
      await first.app.inject({
        method: 'PUT',
        url: `/api/user/follow/${author.id}`,
        headers: reader.headers,
      });
      await first.app.inject({
        method: 'PUT',
        url: '/api/user/notification-settings',
        headers: reader.headers,
        payload: { settings: [], digest: 'daily' },
      });
      await publishNow(first, author, 'Seen by two processes');
      await processes.advanceClocks(await toNextPeriod(first, 'daily'));

      const digests = () =>
        [...readMailFolder(first.config.dataDir), ...readMailFolder(second.dataDir)].filter(
          (mail) => mail.to === reader.email && isDigest(mail),
        );
      await expect.poll(() => digests().length, DELIVERY_WAIT).toBe(1);
      const sent = await first.app.db.$count(
        digestSends,
        and(eq(digestSends.userId, reader.id), eq(digestSends.items, 1)),
      );
      expect(sent).toBe(1);
      // Both processes keep looking: still one.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(digests()).toHaveLength(1);
    });
  },
);
