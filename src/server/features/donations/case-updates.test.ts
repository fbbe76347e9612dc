import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Notification } from '#contracts/notifications.ts';
import { caseUpdateSubscriptions } from '../../db/schema.ts';
import { createActor } from '../../test/actors.ts';
import { liveSocket } from '../../test/live-socket.ts';
import { readOutbox } from '../../test/outbox.ts';
import { receivePledge } from '../../test/pledges.ts';
import { testFileApp } from '../../test/test-file-app.ts';

const PUBLIC_ORIGIN = 'https://hearth.example';

const { testApp, actors, inject, as } = testFileApp({
  environment: {
    PUBLIC_URL: PUBLIC_ORIGIN,
    DONATION_RATE_LIMIT_PER_IP: '10000',
    DONATION_RATE_LIMIT_PER_CASE: '10000',
  },
});

let opened = 0;
async function openCase(fields: Record<string, unknown> = {}) {
  opened += 1;
  const response = await as(actors.admin, {
    method: 'POST',
    url: '/api/donation/case',
    payload: { title: `School roof ${opened}`, description: 'A new roof', ...fields },
  });
  expect(response.statusCode).toBe(201);
  return response.json()._id as string;
}

const postUpdate = (
  caseId: string,
  payload: Record<string, unknown>,
  actor: { headers: object } = actors.admin,
) => as(actor, { method: 'POST', url: `/api/donation/case/${caseId}/updates`, payload });

const listUpdates = (caseId: string, query = '') =>
  inject({ method: 'GET', url: `/api/donation/case/${caseId}/updates${query}` });

/**
 * A gift that is completed: pledged, then recorded as received by an admin (only completed
 * gifts subscribe their donor).
 */
async function donate(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await inject({
    method: 'POST',
    url: '/api/donation/transaction',
    payload: { amount: 5, ...payload },
    headers,
  });
  expect(response.statusCode).toBe(201);
  await receivePledge(testApp.app, actors.admin, response.json()._id);
}

/** The confirmation mails an address got, oldest first. */
async function confirmationsTo(address: string) {
  return (await readOutbox(testApp)).filter(
    (mail) => mail.to === address && mail.subject.startsWith('Confirm updates about'),
  );
}

/** The path of the latest confirmation link mailed to an address. */
async function confirmationPath(address: string) {
  const mails = await confirmationsTo(address);
  const link = mails.at(-1)?.links.find((l) => l.includes('/api/donation/updates/confirm?token='));
  if (!link) throw new Error(`No confirmation link to ${address}`);
  return link.replace(PUBLIC_ORIGIN, '');
}

/** The owner presses the button of the confirmation page. */
const confirmWith = (path: string) => inject({ method: 'POST', url: path });

async function confirm(address: string) {
  const response = await confirmWith(await confirmationPath(address));
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('Updates confirmed');
}

/** Mail written since the test began, to one address, with "Update on" in the subject. */
async function updatesTo(address: string) {
  return (await readOutbox(testApp)).filter(
    (mail) => mail.to === address && mail.subject.startsWith('Update on'),
  );
}

describe('posting case updates', () => {
  it('is for admins only', async () => {
    const caseId = await openCase();
    const payload = { title: 'Week one', body: '<p>Work began.</p>' };
    for (const [actor, status] of [
      [actors.visitor, 401],
      [actors.user, 403],
      [actors.publisher, 403],
      [actors.admin, 201],
    ] as const) {
      expect((await postUpdate(caseId, payload, actor)).statusCode).toBe(status);
    }
    expect((await listUpdates(caseId)).json().totalUpdates).toBe(1);
  });

  it('keeps the body as sanitized rich text and dates it now unless told', async () => {
    const caseId = await openCase();
    const before = Date.now();
    const response = await postUpdate(caseId, {
      title: '  Tiles bought  ',
      body: '<p onclick="steal()">We bought <strong>tiles</strong>.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    });
    expect(response.statusCode).toBe(201);
    const update = response.json();
    expect(update.title).toBe('Tiles bought');
    expect(update.body).toMatch(/^<p>We bought <strong>tiles<\/strong>\.<\/p><a[^>]*>x<\/a>$/);
    expect(update.body).not.toMatch(/onclick|script|javascript/);
    expect(Date.parse(update.postedAt)).toBeGreaterThanOrEqual(before - 1000);

    const dated = await postUpdate(caseId, { title: 'Earlier', body: 'x', postedAt: '2026-01-02' });
    expect(dated.json().postedAt).toBe('2026-01-02T12:00:00.000Z');
  });

  it('refuses an update without a title or body, with a bad date, or for an unknown case', async () => {
    const caseId = await openCase();
    expect((await postUpdate(caseId, { title: '', body: 'x' })).json().message).toBe(
      'Please give the update a title',
    );
    expect((await postUpdate(caseId, { title: 'T', body: ' ' })).json().message).toBe(
      'Please write the update',
    );
    expect(
      (await postUpdate(caseId, { title: 'T', body: 'x', postedAt: 'yesterday' })).json().message,
    ).toBe('Please give a valid date');
    const unknown = await postUpdate('00000000-0000-4000-8000-000000000000', {
      title: 'T',
      body: 'x',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('listing case updates', () => {
  it('answers anyone, newest first, a page at a time, and shows a new update at once', async () => {
    const caseId = await openCase();
    for (const day of ['01', '03', '02']) {
      await postUpdate(caseId, { title: `Day ${day}`, body: 'x', postedAt: `2026-03-${day}` });
    }
    const first = await listUpdates(caseId, '?startIndex=0&limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().updates.map((u: { title: string }) => u.title)).toEqual([
      'Day 03',
      'Day 02',
    ]);
    expect(first.json().totalUpdates).toBe(3);
    const second = await listUpdates(caseId, '?startIndex=2&limit=2');
    expect(second.json().updates.map((u: { title: string }) => u.title)).toEqual(['Day 01']);

    // Cached now; a new update drops the cached answer.
    expect((await listUpdates(caseId, '?startIndex=0&limit=2')).headers.etag).toBeDefined();
    await postUpdate(caseId, { title: 'Day 04', body: 'x', postedAt: '2026-03-04' });
    const after = await listUpdates(caseId, '?startIndex=0&limit=2');
    expect(after.json().updates[0].title).toBe('Day 04');
    expect(after.json().totalUpdates).toBe(4);
  });

  it("hides an inactive case's updates from everyone but admins", async () => {
    const caseId = await openCase();
    await postUpdate(caseId, { title: 'Hidden soon', body: 'x' });
    expect((await listUpdates(caseId)).statusCode).toBe(200);
    await as(actors.admin, {
      method: 'PUT',
      url: `/api/donation/case/${caseId}`,
      payload: { active: false },
    });
    for (const actor of [actors.visitor, actors.user, actors.publisher]) {
      expect(
        (await as(actor, { method: 'GET', url: `/api/donation/case/${caseId}/updates` }))
          .statusCode,
      ).toBe(404);
    }
    const forAdmin = await as(actors.admin, {
      method: 'GET',
      url: `/api/donation/case/${caseId}/updates`,
    });
    expect(forAdmin.json().updates).toHaveLength(1);
  });
});

describe('update e-mails', () => {
  it('go only to donors who ticked the box, once per address, in text and HTML', async () => {
    const caseId = await openCase();
    // The box is off unless ticked.
    await donate({ donationCaseId: caseId, donorEmail: 'quiet@example.org' });
    await donate({ donationCaseId: caseId, donorEmail: 'quiet2@example.org', wantsUpdates: false });
    await donate({ donationCaseId: caseId, donorEmail: 'keen@example.org', wantsUpdates: true });
    await donate({ donationCaseId: caseId, donorEmail: 'KEEN@example.org', wantsUpdates: true });
    // Ticked without an address: nothing to mail.
    await donate({ donationCaseId: caseId, wantsUpdates: true });
    const otherCase = await openCase();
    await donate({
      donationCaseId: otherCase,
      donorEmail: 'other@example.org',
      wantsUpdates: true,
    });
    // One confirmation for the address, whatever the case of its letters, and none unasked.
    expect(await confirmationsTo('keen@example.org')).toHaveLength(1);
    expect(await confirmationsTo('quiet@example.org')).toEqual([]);
    await confirm('keen@example.org');
    await confirm('other@example.org');

    expect(
      (await postUpdate(caseId, { title: 'Roof done', body: '<p>It is dry.</p>' })).statusCode,
    ).toBe(201);
    const delivered = (await readOutbox(testApp)).filter((mail) =>
      mail.subject.endsWith(': Roof done'),
    );
    expect(delivered.map((mail) => mail.to.toLowerCase())).toEqual(['keen@example.org']);
    const [received] = delivered;
    expect(received!.subject).toMatch(/^Update on "School roof \d+": Roof done$/);
    expect(received!.text).toContain('<p>It is dry.</p>');
    expect(received!.text).toContain('It is dry.\n');
    expect(received!.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/hearth\.example\/api\/subscriptions\/unsubscribe\/[^>]+>$/,
    );
    expect(received!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(received!.links).toContain(`${PUBLIC_ORIGIN}/donate/${caseId}`);
  });

  it('stop after a one-click unsubscribe that needs no sign-in, and the link shows a page first', async () => {
    const caseId = await openCase();
    await donate({ donationCaseId: caseId, donorEmail: 'leaver@example.org', wantsUpdates: true });
    await donate({ donationCaseId: caseId, donorEmail: 'stayer@example.org', wantsUpdates: true });
    await confirm('leaver@example.org');
    await confirm('stayer@example.org');
    await postUpdate(caseId, { title: 'First news', body: 'x' });
    const [first] = await updatesTo('leaver@example.org');
    const link = first!.links.find((l) => l.includes('/unsubscribe?token='))!;
    const path = link.replace(PUBLIC_ORIGIN, '');

    // Opening the link (or a link checker fetching it) only asks.
    const page = await inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
    expect(page.body).not.toContain('leaver@');
    await postUpdate(caseId, { title: 'Second news', body: 'x' });
    expect(await updatesTo('leaver@example.org')).toHaveLength(2);

    // The mail program's one-click POST, as RFC 8058 has it.
    const done = await inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed');

    await postUpdate(caseId, { title: 'Third news', body: 'x' });
    expect((await updatesTo('leaver@example.org')).map((m) => m.subject)).not.toContainEqual(
      expect.stringContaining('Third news'),
    );
    expect((await updatesTo('stayer@example.org')).map((m) => m.subject)).toContainEqual(
      expect.stringContaining('Third news'),
    );
  });

  it('refuses a forged or altered unsubscribe link', async () => {
    const caseId = await openCase();
    await donate({ donationCaseId: caseId, donorEmail: 'target@example.org', wantsUpdates: true });
    await confirm('target@example.org');
    await postUpdate(caseId, { title: 'News', body: 'x' });
    const [mail] = await updatesTo('target@example.org');
    const token = new URL(mail!.links.find((l) => l.includes('token='))!).searchParams.get(
      'token',
    )!;
    const [subscriptionId] = token.split('.');
    for (const forged of [`${subscriptionId}.AAAA`, `${subscriptionId}`, 'nonsense']) {
      const response = await inject({
        method: 'POST',
        url: `/api/donation/updates/unsubscribe?token=${encodeURIComponent(forged)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('This unsubscribe link is not valid');
    }
    await postUpdate(caseId, { title: 'More news', body: 'x' });
    expect(await updatesTo('target@example.org')).toHaveLength(2);
  });

  it('never carry a donor e-mail into the public answers', async () => {
    const caseId = await openCase();
    const recorded = await inject({
      method: 'POST',
      url: '/api/donation/transaction',
      payload: {
        amount: 5,
        donationCaseId: caseId,
        donorEmail: 'private.donor@example.org',
        wantsUpdates: true,
        showPublicly: true,
      },
    });
    expect(recorded.statusCode).toBe(201);
    // The donor's own answer echoes the address they just sent, and nothing public does.
    expect(recorded.json().donorEmail).toBe('private.donor@example.org');
    await receivePledge(testApp.app, actors.admin, recorded.json()._id);
    const confirmPath = await confirmationPath('private.donor@example.org');
    const confirmPage = await inject({ method: 'GET', url: confirmPath });
    await confirm('private.donor@example.org');
    await postUpdate(caseId, { title: 'Public news', body: 'x' });
    const [update] = await updatesTo('private.donor@example.org');
    const unsubscribePath = update!.links
      .find((l) => l.includes('/unsubscribe?token='))!
      .replace(PUBLIC_ORIGIN, '');
    const unsubscribePage = await inject({ method: 'GET', url: unsubscribePath });
    const unsubscribed = await inject({ method: 'POST', url: unsubscribePath });
    const bodies = [confirmPage.body, unsubscribePage.body, unsubscribed.body];
    for (const url of [
      `/api/donation/case/${caseId}/updates`,
      `/api/donation/case/${caseId}`,
      `/api/donation/case/${caseId}/supporters`,
      '/api/donation/cases',
    ]) {
      bodies.push((await inject({ method: 'GET', url })).body);
    }
    for (const body of bodies) expect(body).not.toContain('private.donor');
    // A used confirmation link says only that it does not work.
    const used = await inject({ method: 'GET', url: confirmPath });
    expect(used.statusCode).toBe(400);
    expect(used.body).not.toContain('private.donor');
  });
});

describe('consent to update e-mails', () => {
  it("a stranger's pledge with someone's address only mails a confirmation: no update until its owner follows it", async () => {
    const caseId = await openCase();
    const stranger = await createActor(testApp.app, 'user');
    await donate(
      { donationCaseId: caseId, donorEmail: 'owner1@example.org', wantsUpdates: true },
      stranger.headers,
    );
    const [confirmation] = await confirmationsTo('owner1@example.org');
    expect(confirmation!.subject).toMatch(/^Confirm updates about "School roof \d+"$/);
    expect(confirmation!.text).toContain('ignore this message');

    await postUpdate(caseId, { title: 'Unasked news', body: 'x' });
    expect(await updatesTo('owner1@example.org')).toEqual([]);

    // Opening the link (a mail scanner, a preview) only asks.
    const path = await confirmationPath('owner1@example.org');
    const page = await inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<button type="submit">Confirm updates</button>');
    await postUpdate(caseId, { title: 'Still unasked', body: 'x' });
    expect(await updatesTo('owner1@example.org')).toEqual([]);

    const done = await confirmWith(path);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Updates confirmed');
    await postUpdate(caseId, { title: 'Wanted news', body: 'x' });
    expect((await updatesTo('owner1@example.org')).map((m) => m.subject)).toEqual([
      expect.stringContaining('Wanted news'),
    ]);
  });

  it('a confirmation link confirms only its own address and case, once, and not after it expires', async () => {
    const caseId = await openCase();
    const otherCase = await openCase();
    const aliceLinks = async () =>
      (await confirmationsTo('alice@example.org')).map((mail) =>
        mail.links.find((l) => l.includes('/confirm?token='))!.replace(PUBLIC_ORIGIN, ''),
      );
    await donate({ donationCaseId: caseId, donorEmail: 'alice@example.org', wantsUpdates: true });
    const [aliceFirst] = await aliceLinks();
    await donate({ donationCaseId: caseId, donorEmail: 'bob@example.org', wantsUpdates: true });
    await donate({
      donationCaseId: otherCase,
      donorEmail: 'alice@example.org',
      wantsUpdates: true,
    });
    // Mails written in the same second may be read in either order.
    const aliceOther = (await aliceLinks()).find((link) => link !== aliceFirst);
    expect(aliceOther).toBeDefined();

    // Altered, forged or borrowed tokens confirm nothing.
    const token = new URL(aliceFirst!, PUBLIC_ORIGIN).searchParams.get('token')!;
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const forged of [altered, 'nonsense', `${token}x`]) {
      const response = await confirmWith(
        `/api/donation/updates/confirm?token=${encodeURIComponent(forged)}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('This confirmation link is not valid or has expired');
    }
    expect(
      (await inject({ method: 'POST', url: '/api/donation/updates/confirm' })).statusCode,
    ).toBe(400);

    expect((await confirmWith(aliceFirst!)).statusCode).toBe(200);
    // Used once, the link is spent.
    expect((await confirmWith(aliceFirst!)).statusCode).toBe(400);
    await postUpdate(caseId, { title: 'For Alice', body: 'x' });
    await postUpdate(otherCase, { title: 'Other case', body: 'x' });
    expect((await updatesTo('alice@example.org')).map((m) => m.subject)).toEqual([
      expect.stringContaining('For Alice'),
    ]);
    expect(await updatesTo('bob@example.org')).toEqual([]);

    // Bob's link, a week and a day later, has expired.
    await testApp.app.db
      .update(caseUpdateSubscriptions)
      .set({ confirmationSentAt: sql`now() - interval '8 days'` })
      .where(sql`lower(${caseUpdateSubscriptions.email}) = 'bob@example.org'`);
    const expired = await confirmWith(await confirmationPath('bob@example.org'));
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('This confirmation link is not valid or has expired');
    await postUpdate(caseId, { title: 'Not for Bob', body: 'x' });
    expect(await updatesTo('bob@example.org')).toEqual([]);
  });

  it("an unsubscribe holds against anyone's next pledge, until the owner confirms a new link", async () => {
    const caseId = await openCase();
    const address = 'leaves@example.org';
    await donate({ donationCaseId: caseId, donorEmail: address, wantsUpdates: true });
    await confirm(address);
    await postUpdate(caseId, { title: 'Before leaving', body: 'x' });
    const [update] = await updatesTo(address);
    const unsubscribePath = update!.links
      .find((l) => l.includes('/unsubscribe?token='))!
      .replace(PUBLIC_ORIGIN, '');
    expect((await inject({ method: 'POST', url: unsubscribePath })).statusCode).toBe(200);

    // Strangers give with the address and ask for updates, signed in or not.
    const stranger = await createActor(testApp.app, 'user');
    await donate({ donationCaseId: caseId, donorEmail: address, wantsUpdates: true });
    await donate(
      { donationCaseId: caseId, donorEmail: address.toUpperCase(), wantsUpdates: true },
      stranger.headers,
    );
    await postUpdate(caseId, { title: 'After leaving', body: 'x' });
    expect((await updatesTo(address)).map((m) => m.subject)).toEqual([
      expect.stringContaining('Before leaving'),
    ]);
    // The owner is asked again, once; the link of the first confirmation does not work again.
    const confirmations = await confirmationsTo(address);
    expect(confirmations).toHaveLength(2);

    // Only the owner's confirmation of the new link brings the updates back.
    await confirm(address);
    await postUpdate(caseId, { title: 'Back again', body: 'x' });
    expect((await updatesTo(address)).map((m) => m.subject)).toEqual([
      expect.stringContaining('Before leaving'),
      expect.stringContaining('Back again'),
    ]);
  });

  it('mails one address a few confirmations a day at most, one per case', async () => {
    const address = 'flooded@example.org';
    const cases = [await openCase(), await openCase(), await openCase(), await openCase()];
    for (const caseId of [...cases, cases[0]!, cases[0]!]) {
      await donate({ donationCaseId: caseId, donorEmail: address, wantsUpdates: true });
    }
    expect(await confirmationsTo(address)).toHaveLength(3);
  });

  it('counts every spelling of one mailbox as that mailbox: +tags and capitals get no more confirmations', async () => {
    const spellings = [
      'inbox@example.org',
      'Inbox+1@example.org',
      'inbox+2@EXAMPLE.org',
      'inbox+3@example.org',
    ];
    for (const donorEmail of spellings) {
      await donate({ donationCaseId: await openCase(), donorEmail, wantsUpdates: true });
    }
    const confirmations = (await readOutbox(testApp)).filter(
      (mail) =>
        /^inbox(\+\d)?@example\.org$/i.test(mail.to) &&
        mail.subject.startsWith('Confirm updates about'),
    );
    expect(confirmations).toHaveLength(3);
  });
});

describe('donation_update notifications', () => {
  it('reach signed-in donors who asked, live, and link to the case', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    const caseId = await openCase();
    const keen = await createActor(testApp.app, 'user');
    const quiet = await createActor(testApp.app, 'user');
    await donate({ donationCaseId: caseId, wantsUpdates: true }, keen.headers);
    await donate({ donationCaseId: caseId }, quiet.headers);

    const sockets: Socket[] = [];
    try {
      const socket = await liveSocket(baseUrl, { auth: { token: keen.token } }, sockets);
      const live = new Promise<Notification>((resolve) => socket.once('new-notification', resolve));
      await postUpdate(caseId, { title: 'Walls up', body: 'x' });
      expect(await live).toMatchObject({ type: 'donation_update', donationId: caseId });
    } finally {
      sockets.forEach((socket) => socket.disconnect());
    }

    const listOf = async (actor: { headers: object }) =>
      (await as(actor, { method: 'GET', url: '/api/notification' })).json()
        .notifications as Notification[];
    const [notification] = (await listOf(keen)).filter((n) => n.type === 'donation_update');
    expect(notification).toMatchObject({ donationId: caseId });
    expect(notification!.message).toContain('Walls up');
    expect((await listOf(quiet)).filter((n) => n.type === 'donation_update')).toEqual([]);
  });
});
