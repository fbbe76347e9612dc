import { describe, expect, it } from 'vitest';
import { createActor, type Actor } from '../../test/actors.ts';
import type { OutboxMail } from '../../test/outbox.ts';
import { injectors } from '../../test/test-app.ts';
import { testAppWithSmtp } from '../../test/test-file-app.ts';

const { smtp, testApp } = testAppWithSmtp();
const { inject, as } = injectors(() => testApp);

let clients = 0;
/** Each call from a client address of its own, so the per-address limit counts only its test. */
const fromNewClient = () => `10.9.${Math.floor(++clients / 250)}.${clients % 250}`;

const subscribe = (payload: object, remoteAddress = fromNewClient()) =>
  inject({ method: 'POST', url: '/api/subscriptions', payload, remoteAddress });

/** The mail delivered to the address since `since` (the fake server's count before). */
async function mailTo(address: string, since = 0): Promise<OutboxMail[]> {
  await testApp.app.outbox.drain();
  return smtp.received.slice(since).filter((mail) => mail.to === address);
}

const site = () => testApp.config.publicUrl;
const pathOf = (link: string) => link.slice(site().length);
const oneClickOf = (mail: OutboxMail) => {
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const header = mail.headers['list-unsubscribe']!;
  expect(header).toMatch(/^<[^>]+>$/);
  const url = header.slice(1, -1);
  expect(url.startsWith(`${site()}/api/subscriptions/unsubscribe/`)).toBe(true);
  return pathOf(url);
};
/** A mail program's one-click unsubscribe: a form POST, no cookie, no token. */
const oneClick = (path: string) =>
  inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

async function publish(author: Actor, title: string) {
  const response = await as(author, {
    method: 'POST',
    url: '/api/post/create',
    payload: { title, content: '<p>News</p>' },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string; slug: string };
}

async function confirmLinkOf(address: string, since: number) {
  const [mail] = await mailTo(address, since);
  const link = mail?.links.find((l) => l.includes('/api/subscriptions/confirm/'));
  expect(link, `a confirmation mail to ${address}`).toBeDefined();
  return pathOf(link!);
}

describe('a member who follows an author and chose e-mail for new posts', () => {
  it('gets each new post by e-mail, and one click without sign-in stops them', async () => {
    const author = await createActor(testApp.app, 'publisher');
    const reader = await createActor(testApp.app, 'user');
    await as(reader, { method: 'PUT', url: `/api/user/follow/${author.id}` });
    const before = smtp.received.length;
    await publish(author, 'Before choosing');
    expect(await mailTo(reader.email, before)).toEqual([]);

    const chosen = await as(reader, {
      method: 'PUT',
      url: '/api/user/notification-settings',
      payload: { settings: [{ type: 'new_post', inApp: true, email: true, push: false }] },
    });
    expect(chosen.statusCode).toBe(200);
    const start = smtp.received.length;
    const post = await publish(author, 'Chosen words');
    const [mail] = await mailTo(reader.email, start);
    expect(mail!.links).toContain(`${site()}/post/${post.slug}`);
    expect(mail!.links).toContain(`${site()}/settings/notifications`);

    const unsubscribe = oneClickOf(mail!);
    // Opened in a browser, the link asks first and stops nothing.
    const page = await inject({ method: 'GET', url: unsubscribe });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    const stopped = await oneClick(unsubscribe);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toEqual({ success: true, message: 'You are unsubscribed' });
    expect((await oneClick(unsubscribe)).statusCode).toBe(200);

    const settings = (
      await as(reader, { method: 'GET', url: '/api/user/notification-settings' })
    ).json();
    expect(settings.settings.find((s: { type: string }) => s.type === 'new_post')).toMatchObject({
      inApp: true,
      email: false,
    });
    const after = smtp.received.length;
    await publish(author, 'After leaving');
    expect(await mailTo(reader.email, after)).toEqual([]);
  });
});

describe('POST /api/subscriptions', () => {
  it('answers the same whatever the address, and mails only a confirmation link first', async () => {
    const author = await createActor(testApp.app, 'publisher');
    const member = await createActor(testApp.app, 'user');
    const answers = [];
    for (const email of ['new.reader@example.org', member.email, 'new.reader@example.org']) {
      const response = await subscribe({ email, authorId: author.id });
      expect(response.statusCode).toBe(202);
      answers.push(response.body);
    }
    expect(new Set(answers).size).toBe(1);
    // One confirmation, however often it is asked for in a day.
    const confirmations = (await mailTo('new.reader@example.org')).filter((mail) =>
      mail.links.some((l) => l.includes('/api/subscriptions/confirm/')),
    );
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.subject).toContain(author.username);

    const before = smtp.received.length;
    await publish(author, 'Not confirmed yet');
    expect(await mailTo('new.reader@example.org', before)).toEqual([]);
  });

  it('confirmed, delivers each new post with one-click unsubscribe headers; one click ends it', async () => {
    const author = await createActor(testApp.app, 'publisher');
    const address = 'visitor.one@example.org';
    const start = smtp.received.length;
    expect((await subscribe({ email: address, authorId: author.id })).statusCode).toBe(202);
    const confirm = await confirmLinkOf(address, start);
    const confirmed = await inject({ method: 'GET', url: confirm });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: 'Subscription confirmed' });
    // A link works once.
    expect((await inject({ method: 'GET', url: confirm })).statusCode).toBe(400);

    const before = smtp.received.length;
    const post = await publish(author, 'For my subscribers');
    const [mail] = await mailTo(address, before);
    expect(mail!.links).toContain(`${site()}/post/${post.slug}`);
    const unsubscribe = oneClickOf(mail!);
    expect(mail!.links).toContain(`${site()}${unsubscribe}`);
    expect((await oneClick(unsubscribe)).statusCode).toBe(200);

    // No one else's request brings the address back: only its owner's new confirmation.
    const again = smtp.received.length;
    expect((await subscribe({ email: address, authorId: author.id })).statusCode).toBe(202);
    const reconfirm = await confirmLinkOf(address, again);
    const quiet = smtp.received.length;
    await publish(author, 'While unsubscribed');
    expect((await mailTo(address, quiet)).filter((m) => m.subject.includes('While'))).toEqual([]);
    expect((await inject({ method: 'GET', url: reconfirm })).statusCode).toBe(200);
    const back = smtp.received.length;
    await publish(author, 'Welcome back');
    expect(await mailTo(address, back)).toHaveLength(1);
  });

  it('for a case, delivers its updates once confirmed, each with a one-click unsubscribe', async () => {
    const admin = await createActor(testApp.app, 'admin');
    const opened = await as(admin, {
      method: 'POST',
      url: '/api/donation/case',
      payload: { title: 'Clean water', description: 'A well for the village' },
    });
    const caseId = opened.json()._id as string;
    const address = 'case.watcher@example.org';
    const start = smtp.received.length;
    expect((await subscribe({ email: address, caseId })).statusCode).toBe(202);
    const confirm = await confirmLinkOf(address, start);
    expect((await inject({ method: 'GET', url: confirm })).statusCode).toBe(200);

    const postUpdate = (title: string) =>
      as(admin, {
        method: 'POST',
        url: `/api/donation/case/${caseId}/updates`,
        payload: { title, body: '<p>Progress</p>' },
      });
    const before = smtp.received.length;
    expect((await postUpdate('Digging started')).statusCode).toBe(201);
    const [update] = await mailTo(address, before);
    expect(update!.subject).toContain('Digging started');
    expect((await oneClick(oneClickOf(update!))).statusCode).toBe(200);
    const after = smtp.received.length;
    await postUpdate('Water flows');
    expect(await mailTo(address, after)).toEqual([]);
  });

  it("sends no case update to a member's address once they turn e-mail of case updates off", async () => {
    const admin = await createActor(testApp.app, 'admin');
    const member = await createActor(testApp.app, 'user');
    const opened = await as(admin, {
      method: 'POST',
      url: '/api/donation/case',
      payload: { title: 'School books', description: 'Books for the school' },
    });
    const caseId = opened.json()._id as string;
    const start = smtp.received.length;
    await subscribe({ email: member.email, caseId });
    await inject({ method: 'GET', url: await confirmLinkOf(member.email, start) });
    const choose = (email: boolean) =>
      as(member, {
        method: 'PUT',
        url: '/api/user/notification-settings',
        payload: { settings: [{ type: 'case_update', inApp: true, email, push: false }] },
      });
    const postUpdate = (title: string) =>
      as(admin, {
        method: 'POST',
        url: `/api/donation/case/${caseId}/updates`,
        payload: { title, body: '<p>Progress</p>' },
      });
    expect((await choose(false)).statusCode).toBe(200);
    const before = smtp.received.length;
    await postUpdate('Books ordered');
    expect(await mailTo(member.email, before)).toEqual([]);
    await choose(true);
    const after = smtp.received.length;
    await postUpdate('Books arrived');
    expect(await mailTo(member.email, after)).toHaveLength(1);
  });

  it.each([
    [
      'both an author and a case',
      (a: string) => ({ email: 'x@example.org', authorId: a, caseId: a }),
      400,
    ],
    ['neither', () => ({ email: 'x@example.org' }), 400],
    ['an address that is not one', (a: string) => ({ email: 'not-an-address', authorId: a }), 400],
    ['an unknown author', () => ({ email: 'x@example.org', authorId: crypto.randomUUID() }), 404],
  ])('refuses %s', async (_name, body, status) => {
    const author = await createActor(testApp.app, 'publisher');
    const response = await subscribe(body(author.id));
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('limits how often one client asks for one mailbox, as other anonymous writes', async () => {
    const author = await createActor(testApp.app, 'publisher');
    const client = fromNewClient();
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await subscribe({ email: 'limited@example.org', authorId: author.id }, client)).statusCode,
      );
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('refuses a confirmation or unsubscribe link that is not ours, without a 500', async () => {
    const confirm = await inject({ method: 'GET', url: '/api/subscriptions/confirm/made-up' });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().message).toBe('This confirmation link is not valid or has expired');
    const forged = await oneClick('/api/subscriptions/unsubscribe/m:someone:new_post.forged');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('This unsubscribe link is not valid');
  });

  it("never shows a subscriber's address in the author's public answers", async () => {
    const author = await createActor(testApp.app, 'publisher');
    const address = 'private.reader@example.org';
    const start = smtp.received.length;
    await subscribe({ email: address, authorId: author.id });
    await inject({ method: 'GET', url: await confirmLinkOf(address, start) });
    const post = await publish(author, 'Public words');
    for (const url of [
      `/api/user/${author.id}`,
      `/api/post/${post.slug}`,
      '/api/post?limit=50',
      `/api/user/${author.id}/followers`,
    ]) {
      const response = await inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('private.reader');
    }
  });
});
