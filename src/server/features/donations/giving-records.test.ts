import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { STATEMENT_RECORDS_GIFTS } from '#contracts/giving-records.ts';
import { donationTransactions } from '../../db/schema.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { latestLink, readOutbox } from '../../test/outbox.ts';
import { receivePledge } from '../../test/pledges.ts';
import { testFileApp } from '../../test/test-file-app.ts';

/** A donor's own record (issue 38): their gifts, the link that opens them, their statements. */
const { testApp, actors, inject, as } = testFileApp({
  environment: {
    DONATION_RATE_LIMIT_PER_IP: '10000',
    DONATION_RATE_LIMIT_PER_CASE: '10000',
    TEST_CLOCK: 'true',
  },
});

const YEAR = new Date().getUTCFullYear();
let made = 0;
const unique = (name: string) => `${name}-${++made}-${Date.now()}`;

async function openCase(title = unique('Clinic fees')) {
  const response = await as(actors.admin, {
    method: 'POST',
    url: '/api/donation/case',
    payload: { title, description: 'Help with the bills' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json()._id as string, title };
}

/** A gift, signed in as `donor` or as a visitor, pending until received. */
async function give(
  caseId: string,
  amount: number | string,
  { donor, email }: { donor?: Actor; email?: string } = {},
) {
  const response = await inject({
    method: 'POST',
    url: '/api/donation/transaction',
    headers: donor?.headers ?? {},
    payload: { donationCaseId: caseId, amount, donorEmail: email, donorName: 'Someone' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json()._id as string;
}

/** A gift whose money an admin received: the amount pledged, or `received` if given. */
async function giveReceived(
  caseId: string,
  amount: number | string,
  who: Parameters<typeof give>[2],
  received?: string,
) {
  const id = await give(caseId, amount, who);
  return receivePledge(testApp.app, actors.admin, id, { amount: received });
}

const mine = (actor: { headers: object }, query = '') =>
  as(actor, { method: 'GET', url: `/api/donation/mine${query}` });

/** The giving record a mailed link's token opens, read without a session. */
const mineByLink = (token: string) =>
  inject({ method: 'GET', url: `/api/donation/mine?token=${encodeURIComponent(token)}` });
const askForLink = (email: string, remoteAddress = '127.0.0.1') =>
  inject({ method: 'POST', url: '/api/donation/records-link', payload: { email }, remoteAddress });

const tokenOf = (link: string) => decodeURIComponent(link.split('/giving-record/')[1] ?? '');

const idsOf = (body: { gifts: { _id: string }[] }) => body.gifts.map((gift) => gift._id);

describe('GET /api/donation/mine', () => {
  it('answers 401 to a visitor, with neither a session nor a link', async () => {
    const response = await mine(actors.visitor);
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(['user', 'publisher', 'admin'] as const)(
    "shows a %s their own gifts on any case, and never another member's",
    async (role) => {
      const owner = await createActor(testApp.app, role);
      const other = await createActor(testApp.app, 'user');
      const first = await openCase();
      const second = await openCase();
      const signedIn = await give(first.id, 12, { donor: owner });
      const byAddress = await give(second.id, 7.5, { email: owner.email.toUpperCase() });
      const othersGift = await give(first.id, 99, { donor: other, email: other.email });

      const response = await mine(owner);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(idsOf(body).sort()).toEqual([signedIn, byAddress].sort());
      expect(body.totalGifts).toBe(2);
      expect(body.monthly).toEqual([]);
      expect(body.gifts.find((gift: { _id: string }) => gift._id === byAddress)).toEqual({
        _id: byAddress,
        status: 'pending',
        amount: 7.5,
        currency: 'USD',
        createdAt: expect.any(String),
        completedAt: null,
        donationCase: { _id: second.id, title: second.title },
        receiptNumber: null,
      });
      expect(idsOf((await mine(other)).json())).toEqual([othersGift]);
      expect(JSON.stringify(body)).not.toContain(other.email);
    },
  );

  it("leaves gifts made with an unverified account's address out of its record", async () => {
    const unverified = await createActor(testApp.app, 'user', undefined, { verified: false });
    const { id } = await openCase();
    const signedIn = await give(id, 5, { donor: unverified });
    await give(id, 6, { email: unverified.email });
    expect(idsOf((await mine(unverified)).json())).toEqual([signedIn]);
  });

  it('shows each status as the API names it, with receipt numbers once received', async () => {
    const donor = await createActor(testApp.app, 'user');
    const { id } = await openCase();
    const pending = await give(id, 10, { donor });
    const received = await giveReceived(id, 20, { donor });
    const lapsed = await give(id, 30, { donor });
    const lapse = await as(actors.admin, {
      method: 'PUT',
      url: `/api/donation/transaction/${lapsed}/lapse`,
      payload: {},
    });
    expect(lapse.statusCode).toBe(200);
    const failed = await give(id, 40, { donor });
    await testApp.app.db
      .update(donationTransactions)
      .set({ status: 'failed' })
      .where(eq(donationTransactions.id, failed));

    const body = (await mine(donor)).json();
    const byId = new Map(body.gifts.map((gift: { _id: string }) => [gift._id, gift]));
    expect(byId.get(pending)).toMatchObject({ status: 'pending', receiptNumber: null });
    expect(byId.get(received._id)).toMatchObject({
      status: 'completed',
      amount: 20,
      receiptNumber: received.receiptNumber,
      completedAt: expect.any(String),
    });
    expect(byId.get(lapsed)).toMatchObject({ status: 'lapsed', receiptNumber: null });
    expect(byId.has(failed)).toBe(false);
    expect(body.totalGifts).toBe(3);
    expect(body.statementYears).toEqual([YEAR]);
  });

  it('pages with startIndex and limit, newest first', async () => {
    const donor = await createActor(testApp.app, 'user');
    const { id } = await openCase();
    const gifts = [];
    for (let index = 0; index < 5; index++) gifts.push(await give(id, index + 1, { donor }));
    const newestFirst = [...gifts].reverse();

    const first = (await mine(donor, '?startIndex=0&limit=2')).json();
    const second = (await mine(donor, '?startIndex=2&limit=2')).json();
    const last = (await mine(donor, '?startIndex=4&limit=2')).json();
    expect([...idsOf(first), ...idsOf(second), ...idsOf(last)]).toEqual(newestFirst);
    expect(first.totalGifts).toBe(5);
    expect(idsOf((await mine(donor)).json())).toEqual(newestFirst);
  });

  it('refuses a page it cannot read with a 400', async () => {
    const response = await mine(actors.user, '?startIndex=-1');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/startIndex/);
  });
});

describe('POST /api/donation/records-link', () => {
  it('answers the same whether or not the address ever gave, and mails only a donor', async () => {
    const donorAddress = `${unique('ada')}@example.net`;
    const strangerAddress = `${unique('nobody')}@example.net`;
    const { id } = await openCase();
    await give(id, 15, { email: donorAddress });

    const known = await askForLink(donorAddress, '10.1.0.1');
    const unknown = await askForLink(strangerAddress, '10.1.0.2');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({
      success: true,
      message: expect.stringMatching(/If this address/),
    });

    const mails = await readOutbox(testApp);
    expect(mails.filter((mail) => mail.to.includes(strangerAddress))).toEqual([]);
    const [mail] = mails.filter(
      (mail) => mail.to.includes(donorAddress) && mail.subject === 'Your giving record on Hearth',
    );
    expect(mail).toBeDefined();
    expect(mail?.links.some((link) => link.includes('/giving-record/'))).toBe(true);
    // The link carries no address.
    expect(mail?.links.join(' ')).not.toContain(donorAddress.split('@')[0]);
  });

  it.each(['visitor', 'user', 'publisher', 'admin'] as const)(
    'takes the request from a %s with the same answer',
    async (role) => {
      const response = await as(actors[role], {
        method: 'POST',
        url: '/api/donation/records-link',
        payload: { email: `${unique(role)}@example.net` },
        remoteAddress: `10.6.0.${['visitor', 'user', 'publisher', 'admin'].indexOf(role) + 1}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toMatch(/^If this address has given through Hearth/);
    },
  );

  it.each([
    ['no address', {}],
    ['a malformed address', { email: 'not-an-address' }],
    ['a number', { email: 42 }],
  ])('refuses %s with a 400', async (_name, payload) => {
    const response = await inject({ method: 'POST', url: '/api/donation/records-link', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid email address');
  });

  it("opens the record of the address it was mailed to, and no one else's", async () => {
    const address = `${unique('grace')}@example.net`;
    const { id } = await openCase();
    const theirs = await giveReceived(id, 25, { email: address });
    const pledged = await give(id, 5, { email: address.toUpperCase() });
    await give(id, 60, { email: `${unique('someone-else')}@example.net` });
    await give(id, 61, { donor: actors.user });

    await askForLink(address, '10.2.0.1');
    const token = tokenOf(await latestLink(testApp, address, '/giving-record/'));
    const response = await mineByLink(token);
    expect(response.statusCode).toBe(200);
    expect(idsOf(response.json()).sort()).toEqual([theirs._id, pledged].sort());

    // A signed-in member with the link still reads the link's record.
    const withSession = await mine(actors.user, `?token=${encodeURIComponent(token)}`);
    expect(idsOf(withSession.json()).sort()).toEqual([theirs._id, pledged].sort());
  });

  it("opens a verified account's whole record by a link to its address", async () => {
    const member = await createActor(testApp.app, 'user');
    const { id } = await openCase();
    const signedIn = await give(id, 9, { donor: member });
    await askForLink(member.email, '10.3.0.1');
    const token = tokenOf(await latestLink(testApp, member.email, '/giving-record/'));
    const response = await mineByLink(token);
    expect(idsOf(response.json())).toEqual([signedIn]);
  });

  it('refuses a link that was changed, or that has expired, with a 403', async () => {
    const address = `${unique('lin')}@example.net`;
    const { id } = await openCase();
    await give(id, 15, { email: address });
    await askForLink(address, '10.4.0.1');
    const token = tokenOf(await latestLink(testApp, address, '/giving-record/'));

    const flip = (char: string) => (char === 'A' ? 'B' : 'A');
    const at = token.length - 30;
    const tampered = `${token.slice(0, at)}${flip(token[at]!)}${token.slice(at + 1)}`;
    for (const bad of [tampered, 'v1.a.b.c', 'nonsense']) {
      const response = await mineByLink(bad);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'This giving-record link is not valid. Please ask for a new one.',
      );
    }

    const statement = await inject({
      method: 'GET',
      url: `/api/donation/statements/${YEAR}?token=${encodeURIComponent(tampered)}`,
    });
    expect(statement.statusCode).toBe(403);

    await inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { advanceMs: 8 * 86_400_000 },
    });
    const expired = await mineByLink(token);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(
      'This giving-record link has expired. Please ask for a new one.',
    );
  });

  it('answers 429 past the requests one client may make for one address, then in all', async () => {
    const address = `${unique('busy')}@example.net`;
    const client = '10.9.0.1';
    for (let index = 0; index < 3; index++) {
      expect((await askForLink(address, client)).statusCode).toBe(200);
    }
    const fourth = await askForLink(address, client);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/^Too many requests\. Please try again in \d+ minute/);
    // Another client is not held back by it.
    expect((await askForLink(address, '10.9.0.2')).statusCode).toBe(200);

    const other = '10.9.0.3';
    for (let index = 0; index < 10; index++) {
      expect((await askForLink(`${unique('many')}@example.net`, other)).statusCode).toBe(200);
    }
    expect((await askForLink(`${unique('many')}@example.net`, other)).statusCode).toBe(429);
  });

  it('mails one address at most three links an hour, however many clients ask', async () => {
    const address = `${unique('popular')}@example.net`;
    const { id } = await openCase();
    await give(id, 15, { email: address });
    for (let index = 0; index < 5; index++) {
      expect((await askForLink(address, `10.8.0.${index + 1}`)).statusCode).toBe(200);
    }
    const mails = (await readOutbox(testApp)).filter((mail) => mail.to.includes(address));
    expect(mails.filter((mail) => mail.subject === 'Your giving record on Hearth')).toHaveLength(3);
  });
});

async function statementText(response: { rawPayload: Buffer }) {
  const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe('GET /api/donation/statements/{year}', () => {
  it("lists the year's received gifts, their total in exact cents, and says it records gifts", async () => {
    const donor = await createActor(testApp.app, 'user');
    const first = await openCase('Water for the school');
    const second = await openCase('Roof & walls <before> the rains');
    const gifts = [
      await giveReceived(first.id, '10.10', { donor }),
      await giveReceived(second.id, '20.25', { donor }),
      await giveReceived(first.id, 1, { email: donor.email }, '0.05'),
    ];
    await give(first.id, 500, { donor }); // pending: not on the statement

    const response = await as(donor, { method: 'GET', url: `/api/donation/statements/${YEAR}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const html = response.body;
    expect(html).toContain(`Annual giving statement ${YEAR}`);
    const number = /Statement number: (\d{4}-\d{6,})/.exec(html)?.[1];
    expect(number).toMatch(new RegExp(`^${YEAR}-`));
    for (const gift of gifts) expect(html).toContain(`<td>${gift.receiptNumber}</td>`);
    expect(html).toContain('Water for the school');
    expect(html).toContain('Roof &amp; walls &lt;before&gt; the rains');
    expect(html).toContain('$10.10');
    expect(html).toContain('$20.25');
    expect(html).toContain('$0.05');
    expect(html).toContain('$30.40'); // 10.10 + 20.25 + 0.05 in floats is 30.400000000000002
    expect(html).not.toContain('$500.00');
    expect(html).toContain(STATEMENT_RECORDS_GIFTS);
    expect(html).not.toContain('class="note"');

    // The number is made once: every later read, and the PDF, give the same.
    const again = await as(donor, { method: 'GET', url: `/api/donation/statements/${YEAR}` });
    expect(again.body).toContain(`Statement number: ${number}`);

    const pdf = await as(donor, { method: 'GET', url: `/api/donation/statements/${YEAR}.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="hearth-statement-${number}.pdf"`,
    );
    const text = await statementText(pdf);
    expect(text).toContain(`Statement number: ${number}`);
    expect(text).toContain('Water for the school');
    expect(text).toContain('Roof & walls <before> the rains');
    for (const gift of gifts) expect(text).toContain(String(gift.receiptNumber));
    expect(text).toContain('$30.40');
    expect(text).not.toContain('$500.00');
    expect(text).toMatch(/records the gifts listed above/);
  });

  it("gives each donor their own statement and number, never another's gifts", async () => {
    const owner = await createActor(testApp.app, 'publisher');
    const other = await createActor(testApp.app, 'admin');
    const { id } = await openCase();
    const mineGift = await giveReceived(id, 11, { donor: owner });
    const theirGift = await giveReceived(id, 22, { donor: other });
    const own = await as(owner, { method: 'GET', url: `/api/donation/statements/${YEAR}` });
    const theirs = await as(other, { method: 'GET', url: `/api/donation/statements/${YEAR}` });
    expect(own.body).toContain(`<td>${mineGift.receiptNumber}</td>`);
    expect(own.body).not.toContain(`<td>${theirGift.receiptNumber}</td>`);
    expect(theirs.body).not.toContain(`<td>${mineGift.receiptNumber}</td>`);
    const numberOf = (html: string) => /Statement number: (\S+)</.exec(html)?.[1];
    expect(numberOf(own.body)).not.toBe(numberOf(theirs.body));
  });

  it('opens by the mailed link too, HTML and PDF', async () => {
    const address = `${unique('link-statement')}@example.net`;
    const { id, title } = await openCase();
    const gift = await giveReceived(id, '42.42', { email: address });
    const someoneElses = await giveReceived(id, '43.43', {
      email: `${unique('else')}@example.net`,
    });
    await askForLink(address, '10.5.0.1');
    const token = encodeURIComponent(
      tokenOf(await latestLink(testApp, address, '/giving-record/')),
    );
    const html = await inject({
      method: 'GET',
      url: `/api/donation/statements/${YEAR}?token=${token}`,
    });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain(title);
    expect(html.body).not.toContain(`<td>${someoneElses.receiptNumber}</td>`);
    expect(html.body).not.toContain('$43.43');
    const pdf = await inject({
      method: 'GET',
      url: `/api/donation/statements/${YEAR}.pdf?token=${token}`,
    });
    expect(pdf.statusCode).toBe(200);
    const text = await statementText(pdf);
    expect(text).toContain(String(gift.receiptNumber));
    expect(text).toContain('$42.42');
    expect(text).not.toContain('$43.43');
  });

  it.each(['user', 'publisher', 'admin'] as const)(
    'answers a %s 404 for a year with no received gift, and makes no statement',
    async (role) => {
      const response = await as(actors[role], {
        method: 'GET',
        url: `/api/donation/statements/${YEAR - 3}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(
        `There are no gifts received in ${YEAR - 3} in this record`,
      );
    },
  );

  it('answers a visitor 401, HTML and PDF', async () => {
    for (const url of [
      `/api/donation/statements/${YEAR}`,
      `/api/donation/statements/${YEAR}.pdf`,
    ]) {
      expect((await inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it.each(['1999', 'twenty', '2025.5'])('refuses the year %s with a 400', async (year) => {
    const response = await as(actors.user, {
      method: 'GET',
      url: `/api/donation/statements/${year}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please give a calendar year, such as 2025');
  });
});
