import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor } from './test/actors.ts';
import { latestLink } from './test/outbox.ts';
import { receivePledge } from './test/pledges.ts';
import { sourceRenderer } from './test/source-renderer.ts';
import { testFileApp } from './test/test-file-app.ts';
import { narrativeFields } from './test/narrative-fields.ts';

// The secrets of issue 17 seeded through the API as people would, then every public output
// read as a visitor and searched for them: a narrative's phone number shown on request only, and
// a donor's e-mail. Any hit is a leak.

const PHONE = '254798765432';
const DONOR_EMAIL = 'quiet.donor@example.org';
const SECRETS = [PHONE, DONOR_EMAIL];

const { testApp, actors, inject, as, approveNarrative } = testFileApp(async () => ({
  environment: { PUBLIC_URL: 'https://hearth.example.org' },
  build: { webRenderer: await sourceRenderer() },
}));
let story: { _id: string; slug: string };
let caseId: string;
/** Everything the server pushed to the author's and an admin's live connections meanwhile. */
const socketTraffic: unknown[] = [];
const sockets: Socket[] = [];

async function created<T>(actor: Actor, url: string, payload: Record<string, unknown>) {
  const response = await as(actor, { method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
}

function listen(actor: Actor, baseUrl: string): Promise<Socket> {
  const socket = connect(baseUrl, {
    transports: ['websocket'],
    reconnection: false,
    auth: { token: actor.token },
  });
  sockets.push(socket);
  socket.onAny((event: string, ...payload: unknown[]) => socketTraffic.push({ event, payload }));
  return new Promise((resolve, reject) => {
    socket.once('ready', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const nextNotification = (socket: Socket) =>
  new Promise((resolve) => socket.once('new-notification', resolve));

beforeAll(async () => {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  const author = await listen(actors.publisher, baseUrl);
  const admin = await listen(actors.admin, baseUrl);

  story = await created(
    actors.publisher,
    '/api/story/create',
    narrativeFields({ contactUsername: PHONE, contactVisibility: 'on_request' }),
  );
  const approvalReached = nextNotification(author);
  await approveNarrative(story._id);
  await approvalReached;

  caseId = (
    await created<{ _id: string }>(actors.admin, '/api/donation/case', {
      title: 'Books for the library',
      description: 'New shelves and two hundred books for the village school library.',
    })
  )._id;
  const donationReached = nextNotification(admin);
  const donation = await inject({
    method: 'POST',
    url: '/api/donation/transaction',
    payload: {
      donationCaseId: caseId,
      amount: 5,
      donorName: 'Quiet Donor',
      donorEmail: DONOR_EMAIL,
      message: 'For the shelves',
    },
  });
  expect(donation.statusCode, donation.body).toBe(201);
  await donationReached;
  // Its money received (the supporters list and the receipt), and a second pledge still pending.
  await receivePledge(testApp.app, actors.admin, donation.json()._id);
  const pending = await inject({
    method: 'POST',
    url: '/api/donation/transaction',
    payload: {
      donationCaseId: caseId,
      amount: 7,
      donorName: 'Quiet Donor',
      donorEmail: DONOR_EMAIL,
    },
  });
  expect(pending.statusCode, pending.body).toBe(201);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
});

describe('the public outputs', () => {
  const outputs = () => [
    '/',
    '/stories',
    `/narrative/${story.slug}`,
    '/donate',
    `/donate/${caseId}`,
    '/api/story/get',
    `/api/story/get/${story._id}`,
    `/api/story/getbyslug/${story.slug}`,
    '/api/donation/cases',
    `/api/donation/case/${caseId}`,
    `/api/donation/case/${caseId}/supporters`,
    `/api/donation/case/${caseId}/ledger`,
    `/api/donation/case/${caseId}/ledger.csv`,
    `/api/donation/case/${caseId}/ledger/series`,
    '/sitemap.xml',
    '/feeds/narratives/rss.xml',
    '/feeds/narratives/atom.xml',
    '/feeds/posts/rss.xml',
  ];

  it('carry neither the on-request phone number nor the donor’s e-mail', async () => {
    for (const url of outputs()) {
      // Twice: the first answer is drawn fresh, the second from the caches.
      for (let read = 0; read < 2; read++) {
        const response = await inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        for (const secret of SECRETS) expect(response.body, url).not.toContain(secret);
      }
    }
    // The narrative is there, only its contact is not.
    expect((await inject({ method: 'GET', url: '/api/story/get' })).body).toContain(story.slug);
  });

  it('nor does asking for a giving record, its mailed link, or the record and statement it opens', async () => {
    const asked = await inject({
      method: 'POST',
      url: '/api/donation/records-link',
      payload: { email: DONOR_EMAIL },
    });
    expect(asked.statusCode).toBe(200);
    const link = await latestLink(testApp, DONOR_EMAIL, '/giving-record/');
    const token = link.split('/giving-record/')[1]!;
    // The link's page is the app's shell, the same for every address: the record comes from
    // the API calls below.
    const opened = [
      `/api/donation/mine?token=${token}`,
      `/api/donation/statements/${new Date().getUTCFullYear()}?token=${token}`,
    ];
    for (const body of [asked.body, link]) {
      for (const secret of SECRETS) expect(body).not.toContain(secret);
    }
    for (const url of opened) {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      for (const secret of SECRETS) expect(response.body, url).not.toContain(secret);
    }
    expect((await inject({ method: 'GET', url: opened[0]! })).json().totalGifts).toBe(2);
  });

  it('nor do the live events sent while they were written', () => {
    expect(socketTraffic.length).toBeGreaterThanOrEqual(2);
    const pushed = JSON.stringify(socketTraffic);
    for (const secret of SECRETS) expect(pushed).not.toContain(secret);
  });

  it('while the secrets are stored: the scan looks for what is really there', async () => {
    const contact = await inject({ method: 'GET', url: `/api/story/${story._id}/contact` });
    expect(contact.json().contactUsername).toBe(PHONE);
    const transactions = await as(actors.admin, {
      method: 'GET',
      url: `/api/donation/transactions/${caseId}`,
    });
    expect(transactions.body).toContain(DONOR_EMAIL);
  });
});
