import { describe, expect, it } from 'vitest';
import { createActor } from '../../test/actors.ts';
import type { OutboxMail } from '../../test/outbox.ts';
import { injectors } from '../../test/test-app.ts';
import { testAppWithSmtp } from '../../test/test-file-app.ts';

const { smtp, testApp } = testAppWithSmtp();
const { inject, as } = injectors(() => testApp);

/** What a browser sends opening a link, and what the web's pages send calling the API. */
const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const WEB_PAGE_CALL = { accept: 'application/json' };

async function mailTo(address: string, since: number): Promise<OutboxMail[]> {
  await testApp.app.outbox.drain();
  return smtp.received.slice(since).filter((mail) => mail.to === address);
}

const pathOf = (link: string) => link.slice(testApp.config.publicUrl.length);

async function publish(author: Awaited<ReturnType<typeof createActor>>, title: string) {
  const response = await as(author, {
    method: 'POST',
    url: '/api/post/create',
    payload: { title, content: '<p>News</p>' },
  });
  expect(response.statusCode).toBe(201);
}

describe('the links of subscription mails, opened in a browser', () => {
  it('a confirmation link goes to its web page, and only the page’s call confirms', async () => {
    const author = await createActor(testApp.app, 'publisher');
    const address = 'page.reader@example.org';
    const start = smtp.received.length;
    await inject({
      method: 'POST',
      url: '/api/subscriptions',
      payload: { email: address, authorId: author.id },
      remoteAddress: '10.8.0.1',
    });
    const [confirmation] = await mailTo(address, start);
    const link = pathOf(
      confirmation!.links.find((l) => l.includes('/api/subscriptions/confirm/'))!,
    );
    const token = link.split('/').pop()!;

    const opened = await inject({ method: 'GET', url: link, headers: BROWSER });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/settings/notifications?confirm=${token}`);
    // Opening the link confirmed nothing yet: a new post reaches no one.
    const before = smtp.received.length;
    await publish(author, 'Before the page');
    expect(await mailTo(address, before)).toEqual([]);

    const confirmed = await inject({ method: 'GET', url: link, headers: WEB_PAGE_CALL });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: 'Subscription confirmed' });
    const after = smtp.received.length;
    await publish(author, 'After the page');
    expect((await mailTo(address, after)).map((mail) => mail.subject)).toHaveLength(1);
  });

  it('an unsubscribe link goes to its web page and stops nothing until its button', async () => {
    const author = await createActor(testApp.app, 'publisher');
    const reader = await createActor(testApp.app, 'user');
    await as(reader, { method: 'PUT', url: `/api/user/follow/${author.id}` });
    await as(reader, {
      method: 'PUT',
      url: '/api/user/notification-settings',
      payload: { settings: [{ type: 'new_post', inApp: true, email: true, push: false }] },
    });
    const start = smtp.received.length;
    await publish(author, 'Worth reading');
    const [mail] = await mailTo(reader.email, start);
    const link = pathOf(mail!.headers['list-unsubscribe']!.slice(1, -1));
    const token = link.split('/').pop()!;

    const opened = await inject({ method: 'GET', url: link, headers: BROWSER });
    expect(opened.statusCode, opened.body).toBe(303);
    expect(opened.headers.location).toBe(`/settings/notifications?unsubscribe=${token}`);
    const emailOfNewPosts = async () =>
      (await as(reader, { method: 'GET', url: '/api/user/notification-settings' }))
        .json()
        .settings.find((setting: { type: string }) => setting.type === 'new_post').email;
    expect(await emailOfNewPosts()).toBe(true);

    // The page's one button: a POST without sign-in.
    const pressed = await inject({ method: 'POST', url: link, headers: WEB_PAGE_CALL });
    expect(pressed.statusCode).toBe(200);
    expect(await emailOfNewPosts()).toBe(false);
  });

  it('answers a made-up confirmation link opened by the page with 400, never a 500', async () => {
    const refused = await inject({
      method: 'GET',
      url: '/api/subscriptions/confirm/made-up',
      headers: WEB_PAGE_CALL,
    });
    expect(refused.statusCode).toBe(400);
  });
});
