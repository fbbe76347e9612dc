import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailings, outboxMessages } from '../../db/schema.ts';
import { MAX_ATTEMPTS } from '../../platform/outbox.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { FakeMailServer } from '../../test/fake-mail-server.ts';
import { makeRetriesDue } from '../../test/outbox.ts';
import { testFileApp } from '../../test/test-file-app.ts';

const smtp = new FakeMailServer();
const { testApp, actors, as, inject } = testFileApp(async () => {
  await smtp.start();
  return { environment: { SMTP_URL: smtp.url, MAIL_RATE_PER_SECOND: '5' } };
});
afterAll(() => smtp.stop());

interface Status {
  mailing: string;
  queued: number;
  sent: number;
  deferred: number;
  failed: number;
}

async function statusOf(mailing: string) {
  const response = await as(actors.admin, { method: 'GET', url: '/api/mailings' });
  expect(response.statusCode).toBe(200);
  return (response.json().mailings as Status[]).find((m) => m.mailing === mailing);
}

/** What the admins' list says of a mailing: how many of its mails are where. */
async function expectCounts(mailing: string, counts: Omit<Status, 'mailing'>) {
  expect(await statusOf(mailing)).toEqual({ mailing, ...counts });
}

/** Makes the deferred mails due and sends them again. */
async function retryDueMails() {
  await makeRetriesDue(testApp.app.db);
  await testApp.app.outbox.drain();
}

/** A follower who chose e-mail for new posts. */
async function mailedFollower(author: Actor) {
  const reader = await createActor(testApp.app, 'user');
  await as(reader, { method: 'PUT', url: `/api/user/follow/${author.id}` });
  const chosen = await as(reader, {
    method: 'PUT',
    url: '/api/user/notification-settings',
    payload: { settings: [{ type: 'new_post', inApp: true, email: true, push: false }] },
  });
  expect(chosen.statusCode).toBe(200);
  return reader;
}

describe('GET /api/mailings', () => {
  it('answers 401 to visitors and 403 to members and publishers', async () => {
    expect((await inject({ method: 'GET', url: '/api/mailings' })).statusCode).toBe(401);
    for (const actor of [actors.user, actors.publisher]) {
      expect((await as(actor, { method: 'GET', url: '/api/mailings' })).statusCode).toBe(403);
    }
  });

  it("counts a post's mails as sent only once the mail server took them", async () => {
    const author = await createActor(testApp.app, 'publisher');
    await mailedFollower(author);
    await mailedFollower(author);
    smtp.mode = 'refuse';
    const response = await as(author, {
      method: 'POST',
      url: '/api/post/create',
      payload: { title: 'Honest status', content: '<p>x</p>' },
    });
    const mailing = `new_post:${response.json().slug}`;
    await testApp.app.outbox.drain();
    await expectCounts(mailing, { queued: 0, sent: 0, deferred: 2, failed: 0 });

    // One of them has used every try: the next refusal keeps it as failed.
    const [last] = await testApp.app.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.mailing, mailing))
      .limit(1);
    await testApp.app.db
      .update(outboxMessages)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(outboxMessages.id, last!.id));
    await retryDueMails();
    await expectCounts(mailing, { queued: 0, sent: 0, deferred: 1, failed: 1 });

    smtp.mode = 'accept';
    await retryDueMails();
    await expectCounts(mailing, { queued: 0, sent: 1, deferred: 0, failed: 1 });
  });

  it('shows mail waiting for its first try as queued', async () => {
    const mailing = 'digest:daily:2026-01-01';
    await testApp.app.db.insert(outboxMessages).values({
      kind: 'mail',
      payload: { to: 'later@example.org', subject: 'Later', text: 'Later', mailing },
      mailing,
      nextAttemptAt: sql`now() + interval '1 hour'`,
    });
    await expectCounts(mailing, { queued: 1, sent: 0, deferred: 0, failed: 0 });
  });
});

describe('GET /api/mailings, paged', () => {
  it('answers the latest first, a page at a time, with the total', async () => {
    const base = Date.now() + 3_600_000;
    await testApp.app.db.insert(mailings).values(
      Array.from({ length: 25 }, (_, i) => ({
        mailing: `paged:${String(i).padStart(2, '0')}`,
        sent: i + 1,
        lastSentAt: new Date(base + i * 1000),
      })),
    );
    const page = async (query: string) => {
      const response = await as(actors.admin, { method: 'GET', url: `/api/mailings?${query}` });
      expect(response.statusCode).toBe(200);
      return response.json() as { mailings: Status[]; totalMailings: number };
    };
    const first = await page('');
    expect(first.mailings).toHaveLength(20);
    expect(first.totalMailings).toBeGreaterThanOrEqual(25);
    expect(first.mailings[0]).toEqual({
      mailing: 'paged:24',
      queued: 0,
      sent: 25,
      deferred: 0,
      failed: 0,
    });
    const second = await page('startIndex=20&limit=5');
    expect(second.mailings.map((m) => m.mailing)).toEqual([
      'paged:04',
      'paged:03',
      'paged:02',
      'paged:01',
      'paged:00',
    ]);
    expect(
      (await as(actors.admin, { method: 'GET', url: '/api/mailings?limit=0' })).statusCode,
    ).toBe(400);
  });
});

describe('MAIL_RATE_PER_SECOND', () => {
  it('hands the mail server at most that many mails a second', async () => {
    const before = smtp.received.length;
    const mails = Array.from({ length: 10 }, (_, i) => ({
      to: `rate${i}@example.org`,
      subject: `Rate ${i}`,
      text: 'Throttled.',
    }));
    const started = performance.now();
    await testApp.app.mailer.sendAll(mails);
    await testApp.app.outbox.drain();
    const elapsed = performance.now() - started;
    expect(smtp.received.length - before).toBe(10);
    // Ten at five a second: the last goes 1.8 s after the first.
    expect(elapsed).toBeGreaterThanOrEqual(1700);
  });
});
