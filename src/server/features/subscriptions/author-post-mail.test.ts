import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { FakeMailServer } from '../../test/fake-mail-server.ts';
import { createTestApp, injectors, type TestApp } from '../../test/test-app.ts';

/**
 * A visitor subscriber's mail of a new post leaves with the followers' fan-out job, not inside
 * the publish request: publishing queues one job whatever the number of subscribers, and each
 * address still gets the post once, a member both subscribed and following included.
 */
const smtp = new FakeMailServer();
const testApp = {} as TestApp;
const { inject, as } = injectors(() => testApp);

beforeAll(async () => {
  await smtp.start();
  // Nothing is delivered until a test drains the outbox: what the request queued stays to count.
  Object.assign(
    testApp,
    await createTestApp({ environment: { SMTP_URL: smtp.url }, build: { deliverOutbox: false } }),
  );
});
afterAll(async () => {
  await testApp.close?.();
  await smtp.stop();
});

let clients = 0;
const fromNewClient = () => `10.41.${Math.floor(++clients / 250)}.${clients % 250}`;

const mailTo = async (address: string, since: number) => {
  await testApp.app.outbox.drain();
  return smtp.received.slice(since).filter((mail) => mail.to === address);
};

/** A visitor's address subscribed to the author and confirmed through its link. */
async function confirmedSubscriber(address: string, author: Actor) {
  const since = smtp.received.length;
  const asked = await inject({
    method: 'POST',
    url: '/api/subscriptions',
    payload: { email: address, authorId: author.id },
    remoteAddress: fromNewClient(),
  });
  expect(asked.statusCode).toBe(202);
  const [mail] = await mailTo(address, since);
  const link = mail?.links.find((l) => l.includes('/api/subscriptions/confirm/'));
  expect(link, `a confirmation mail to ${address}`).toBeDefined();
  const url = link!.slice(testApp.config.publicUrl.length);
  expect((await inject({ method: 'GET', url })).statusCode).toBe(200);
}

const queuedJobs = () => testApp.app.db.select({ kind: outboxMessages.kind }).from(outboxMessages);

async function publish(author: Actor, title: string) {
  const response = await as(author, {
    method: 'POST',
    url: '/api/post/create',
    payload: { title, content: '<p>News for my readers.</p>' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { slug: string };
}

describe("an author's new post and their e-mail subscribers", () => {
  it('queues one job in the publish request, and each subscriber gets the post once', async () => {
    const author = await createActor(testApp.app, 'publisher');
    const addresses = [
      'first.reader@example.org',
      'second.reader@example.net',
      'third@example.com',
    ];
    for (const address of addresses) await confirmedSubscriber(address, author);
    await testApp.app.outbox.drain();
    expect(await queuedJobs()).toEqual([]);

    const since = smtp.received.length;
    const post = await publish(author, 'One job for every reader');
    expect(await queuedJobs()).toEqual([{ kind: 'fan-out' }]);

    for (const address of addresses) {
      const mails = await mailTo(address, since);
      expect(mails, address).toHaveLength(1);
      expect(mails[0]!.subject).toContain('One job for every reader');
      expect(mails[0]!.links).toContain(`${testApp.config.publicUrl}/post/${post.slug}`);
      expect(mails[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    }
  });

  it('mails a member who both follows (e-mail for new posts) and subscribed once', async () => {
    const author = await createActor(testApp.app, 'publisher');
    const member = await createActor(testApp.app, 'user');
    expect(
      (await as(member, { method: 'PUT', url: `/api/user/follow/${author.id}` })).statusCode,
    ).toBe(200);
    const chosen = await as(member, {
      method: 'PUT',
      url: '/api/user/notification-settings',
      payload: { settings: [{ type: 'new_post', inApp: true, email: true, push: false }] },
    });
    expect(chosen.statusCode).toBe(200);
    await confirmedSubscriber(member.email, author);

    const since = smtp.received.length;
    await publish(author, 'Only once for you');
    const mails = await mailTo(member.email, since);
    expect(mails.filter((mail) => mail.subject.includes('Only once for you'))).toHaveLength(1);
  });

  it('mails no subscriber of a post taken back to draft before the job ran', async () => {
    const author = await createActor(testApp.app, 'publisher');
    const address = 'patient.reader@example.org';
    await confirmedSubscriber(address, author);
    const since = smtp.received.length;
    const post = (await publish(author, 'Published by mistake')) as { slug: string; _id?: string };
    const listed = await inject({ method: 'GET', url: `/api/post/getposts?slug=${post.slug}` });
    const postId = listed.json().posts[0]._id as string;
    const back = await as(author, {
      method: 'PUT',
      url: `/api/post/updatepost/${postId}/${author.id}`,
      payload: { status: 'draft' },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await mailTo(address, since)).toEqual([]);
  });
});
