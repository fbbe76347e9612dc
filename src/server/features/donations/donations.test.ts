import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationCases, donationTransactions } from '../../db/schema.ts';
import { createActors, nonAdmins } from '../../test/actors.ts';
import { readOutbox } from '../../test/outbox.ts';
import { receivePledge } from '../../test/pledges.ts';
import { RECEIPTS_PER_ADDRESS_PER_DAY } from './receipt-mail.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { donationActions } from '../../test/donation-actions.ts';
import { testFileApp } from '../../test/test-file-app.ts';

const { testApp, actors, inject, as, created } = testFileApp({
  environment: { DONATION_RATE_LIMIT_PER_IP: '10000', DONATION_RATE_LIMIT_PER_CASE: '10000' },
});

const { openCase, donate, getCase } = donationActions({ actors, inject, created });

/** An admin records the pledge a donation answer names as received, in full. */
const receive = (answer: { json(): { _id: string } }) =>
  receivePledge(testApp.app, actors.admin, answer.json()._id);

describe('donation cases', () => {
  it('are managed by admins only', async () => {
    const payload = { title: 'T', description: 'D' };
    for (const [actor, status] of nonAdmins(actors)) {
      expect(
        (await as(actor, { method: 'POST', url: '/api/donation/case', payload })).statusCode,
      ).toBe(status);
      const existing = await openCase();
      expect(
        (await as(actor, { method: 'PUT', url: `/api/donation/case/${existing._id}`, payload }))
          .statusCode,
      ).toBe(status);
      expect(
        (await as(actor, { method: 'DELETE', url: `/api/donation/case/${existing._id}` }))
          .statusCode,
      ).toBe(status);
      expect(
        (await as(actor, { method: 'GET', url: `/api/donation/transactions/${existing._id}` }))
          .statusCode,
      ).toBe(status);
      expect(
        (await as(actor, { method: 'GET', url: '/api/donation/cases?active=all' })).statusCode,
      ).toBe(status);
    }
  });

  it('have the default amount options and money in dollars', async () => {
    const created = await openCase({ goalAmount: 1500.5 });
    expect(created).toMatchObject({
      amountOptions: [10, 25, 50, 100],
      goalAmount: 1500.5,
      raisedAmount: 0,
      active: true,
      archived: false,
    });
  });

  it.each([
    [{ title: '', description: 'D' }, 'Title and description are required'],
    [{ title: 'T' }, 'Title and description are required'],
    [
      { title: 'T', description: 'D', amountOptions: [10, 0] },
      'All amount options must be greater than 0',
    ],
    [
      { title: 'T', description: 'D', amountOptions: [10, -5] },
      'All amount options must be greater than 0',
    ],
    [{ title: 'T', description: 'D', amountOptions: [] }, 'Give between 1 and 6 amount options'],
    [
      { title: 'T', description: 'D', amountOptions: [1, 2, 3, 4, 5, 6, 7] },
      'Give between 1 and 6 amount options',
    ],
    [{ title: 'T', description: 'D', goalAmount: -1 }, 'The goal must be a number of at least 0'],
    [
      { title: 'T', description: 'D', goalAmount: 100_000_000.01 },
      'The goal can be at most $100,000,000.00',
    ],
    [
      { title: 'T', description: 'D', amountOptions: [10, '1000000.01'] },
      'Each amount option can be at most $1,000,000.00',
    ],
  ])('refuses %o with "%s"', async (payload, message) => {
    const response = await as(actors.admin, { method: 'POST', url: '/api/donation/case', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('takes a goal and amount options of exactly the maximum', async () => {
    const created = await openCase({ goalAmount: 100_000_000, amountOptions: [1_000_000] });
    expect(created).toMatchObject({ goalAmount: 100_000_000, amountOptions: [1_000_000] });
    const changed = await as(actors.admin, {
      method: 'PUT',
      url: `/api/donation/case/${created._id}`,
      payload: { goalAmount: '100000000.01' },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe('The goal can be at most $100,000,000.00');
    expect((await getCase(created._id)).goalAmount).toBe(100_000_000);
  });

  it('lists active cases publicly, all cases for admins, paged', async () => {
    const inactive = await openCase({ title: 'Paused' });
    await as(actors.admin, {
      method: 'PUT',
      url: `/api/donation/case/${inactive._id}`,
      payload: { active: false },
    });
    const publicList = (
      await inject({ method: 'GET', url: '/api/donation/cases?limit=100' })
    ).json();
    expect(publicList.donationCases.map((c: { _id: string }) => c._id)).not.toContain(inactive._id);
    expect(publicList.donationCases.every((c: { active: boolean }) => c.active)).toBe(true);
    const all = (
      await as(actors.admin, { method: 'GET', url: '/api/donation/cases?active=all&limit=100' })
    ).json();
    expect(all.donationCases.map((c: { _id: string }) => c._id)).toContain(inactive._id);
    expect(
      (await inject({ method: 'GET', url: `/api/donation/case/${inactive._id}` })).statusCode,
    ).toBe(404);
    const firstPage = (await inject({ method: 'GET', url: '/api/donation/cases' })).json();
    expect(firstPage.donationCases.length).toBeLessThanOrEqual(6);
  });
});

describe('donating', () => {
  it.each([0, -1, 0.99, 1.005, 'abc', 1e21, '9'.repeat(60), '1e3', { $gt: 0 }, null])(
    'refuses the amount %o with the spec message',
    async (amount) => {
      const target = await openCase();
      const response = await donate({ donationCaseId: target._id, amount });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please enter a valid donation amount');
      expect((await getCase(target._id)).raisedAmount).toBe(0);
    },
  );

  it('accepts exactly the maximum gift and refuses one cent more, naming the limit', async () => {
    const target = await openCase();
    const largest = await donate({ donationCaseId: target._id, amount: 1_000_000 });
    expect(largest.statusCode).toBe(201);
    await receive(largest);
    for (const amount of ['1000000.01', 1_000_000.01, 1e9]) {
      const tooLarge = await donate({ donationCaseId: target._id, amount });
      expect(tooLarge.statusCode, String(amount)).toBe(400);
      expect(tooLarge.json().message).toBe('A single donation can be at most $1,000,000.00');
    }
    expect((await getCase(target._id)).raisedAmount).toBe(1_000_000);
  });

  it('keeps counting exactly past 2^31 - 1 cents raised', async () => {
    const target = await openCase();
    const aboveInt32 = 2 ** 31 + 52; // $21,474,837.00 raised earlier
    await testApp.app.db
      .update(donationCases)
      .set({ raisedAmountCents: aboveInt32 })
      .where(eq(donationCases.id, target._id));
    const gift = await donate({ donationCaseId: target._id, amount: '999999.99' });
    expect(gift.statusCode).toBe(201);
    expect((await getCase(target._id)).pledgedAmount).toBe(999_999.99);
    await receive(gift);
    expect((await getCase(target._id)).raisedAmount).toBe(22_474_836.99);
    const records = (
      await as(actors.admin, { method: 'GET', url: `/api/donation/transactions/${target._id}` })
    ).json();
    expect(records[0].amount).toBe(999_999.99);
  });

  it('records a pledge as pending, anonymous by default, mails what happens next, and counts it once received', async () => {
    const target = await openCase({ title: 'Books for the library' });
    const response = await donate({ donationCaseId: target._id, amount: '12.50' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      transaction: { amount: 12.5, status: 'pending', donationCaseId: target._id },
      checkoutUrl: null,
    });
    expect(await getCase(target._id)).toMatchObject({ raisedAmount: 0, pledgedAmount: 12.5 });
    await receive(response);
    expect(await getCase(target._id)).toMatchObject({ raisedAmount: 12.5, pledgedAmount: 0 });

    await donate({
      donationCaseId: target._id,
      amount: 1,
      donorName: 'Ada',
      donorEmail: 'ada@example.org',
      message: 'Keep going',
    });
    const receipt = (await readOutbox(testApp)).find((m) => m.to.includes('ada@example.org'));
    expect(receipt?.subject).toBe('Your pledge to "Books for the library"');
    expect(receipt?.text).toMatch(/Pledged amount: \$1\.00/);
    expect(receipt?.text).toMatch(/Pledge reference: [0-9a-f-]{36}/);

    // Donor details stay private: the public case says nothing of them; admins see them.
    expect(JSON.stringify(await getCase(target._id))).not.toMatch(/ada@|Keep going/);
    const transactions = await as(actors.admin, {
      method: 'GET',
      url: `/api/donation/transactions/${target._id}`,
    });
    expect(transactions.headers['x-total-count']).toBe('2');
    expect(transactions.json()).toHaveLength(2);
    expect(transactions.json()[0]).toMatchObject({
      donorName: 'Ada',
      donorEmail: 'ada@example.org',
      message: 'Keep going',
      status: 'pending',
    });
    expect(transactions.json()[1]).toMatchObject({
      donorName: 'Anonymous',
      donorEmail: null,
      status: 'completed',
    });
  });

  it('words the mail of a pledge as a pledge, and its receipt later, never greeting the typed name', async () => {
    const target = await openCase({ title: 'Warm coats' });
    const response = await donate({
      donationCaseId: target._id,
      amount: '7.25',
      donorName: 'You won a prize, claim it at http://prize.example',
      donorEmail: 'pledger@example.org',
    });
    expect(response.statusCode).toBe(201);

    const receipts = (await readOutbox(testApp)).filter((m) => m.to === 'pledger@example.org');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe('Your pledge to "Warm coats"');
    expect(receipts[0]!.text).toContain('You pledged $7.25 to "Warm coats"; no money was taken.');
    expect(receipts[0]!.text).not.toMatch(/prize|Dear|Thank you for your donation/i);
    // It says what happens next, in its text and in its HTML part.
    expect(receipts[0]!.text).toContain('What happens next: nothing is charged');
    expect(receipts[0]!.text).toContain('The Hearth team will write to you at this address');
    expect(receipts[0]!.text).toContain('<p>What happens next: nothing is charged');
    expect(receipts[0]!.text).toContain('<li><strong>Pledged amount:</strong> $7.25 (USD)</li>');
    expect(receipts[0]!.text).not.toContain('Receipt number');

    // The receipt comes once the money is received, still with no greeting.
    await receive(response);
    const later = (await readOutbox(testApp)).filter((m) => m.to === 'pledger@example.org');
    expect(later).toHaveLength(2);
    expect(later[1]!.subject).toBe('Your gift to "Warm coats" has been received');
    expect(later[1]!.text).toContain('<li><strong>Amount received:</strong> $7.25 (USD)</li>');
    expect(later[1]!.text).toMatch(/Receipt number: \d+/);
    expect(later[1]!.text).not.toMatch(/prize|Dear/i);
  });

  it(`mails one address at most ${RECEIPTS_PER_ADDRESS_PER_DAY} pledge mails and ${RECEIPTS_PER_ADDRESS_PER_DAY} receipts a day, and still records every gift`, async () => {
    const target = await openCase();
    // However the address is spelled, it is one mailbox.
    const spellings = [
      'flood@example.org',
      'Flood@Example.org',
      'FLOOD@example.org',
      'flood@EXAMPLE.ORG',
      'flood@example.org',
    ];
    const pledges = [];
    for (const donorEmail of spellings) {
      const response = await donate({ donationCaseId: target._id, amount: 1, donorEmail });
      expect(response.statusCode).toBe(201);
      pledges.push(response);
    }
    expect((await getCase(target._id)).pledgedAmount).toBe(spellings.length);
    const mailbox = (address: string) =>
      readOutbox(testApp).then((mails) => mails.filter((m) => m.to.toLowerCase() === address));
    expect(await mailbox('flood@example.org')).toHaveLength(RECEIPTS_PER_ADDRESS_PER_DAY);

    for (const pledge of pledges) await receive(pledge);
    expect((await getCase(target._id)).raisedAmount).toBe(spellings.length);
    const receipts = (await mailbox('flood@example.org')).filter((m) =>
      m.subject.includes('has been received'),
    );
    expect(receipts).toHaveLength(RECEIPTS_PER_ADDRESS_PER_DAY);

    // Someone else is not held back.
    await donate({ donationCaseId: target._id, amount: 1, donorEmail: 'calm@example.org' });
    expect(await mailbox('calm@example.org')).toHaveLength(1);
  });

  it('keeps to the receipt limit when one address gives to many cases at once', async () => {
    // Different cases: the gifts do not wait for each other on one case's total.
    const targets = await Promise.all(Array.from({ length: 8 }, () => openCase()));
    const responses = await Promise.all(
      targets.map((target) =>
        donate({ donationCaseId: target._id, amount: 1, donorEmail: 'burst@example.org' }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(targets.map(() => 201));
    const mails = async () =>
      (await readOutbox(testApp)).filter((m) => m.to === 'burst@example.org');
    expect(await mails()).toHaveLength(RECEIPTS_PER_ADDRESS_PER_DAY);
    // Received at once, too, the receipts keep to the limit.
    await Promise.all(responses.map(receive));
    const receipts = (await mails()).filter((m) => m.subject.includes('has been received'));
    expect(receipts).toHaveLength(RECEIPTS_PER_ADDRESS_PER_DAY);
  });

  it('answers the transactions as an array a page at a time, the total in X-Total-Count', async () => {
    const target = await openCase();
    for (let i = 0; i < 3; i++) await donate({ donationCaseId: target._id, amount: 1 + i });
    const url = `/api/donation/transactions/${target._id}`;
    const page = await as(actors.admin, { method: 'GET', url: `${url}?limit=2&startIndex=1` });
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((t: { amount: number }) => t.amount)).toEqual([2, 1]);
    const clamped = await as(actors.admin, { method: 'GET', url: `${url}?limit=1000` });
    expect(clamped.statusCode).toBe(200);
    expect(clamped.json()).toHaveLength(3);
  });

  it('keeps the pledged and raised amounts exact under 100 concurrent donations and receipts', async () => {
    const target = await openCase();
    const pledges = await Promise.all(
      Array.from({ length: 100 }, () => donate({ donationCaseId: target._id, amount: 1 })),
    );
    expect(await getCase(target._id)).toMatchObject({ raisedAmount: 0, pledgedAmount: 100 });
    await Promise.all(pledges.map(receive));
    expect(await getCase(target._id)).toMatchObject({ raisedAmount: 100, pledgedAmount: 0 });
  });

  it('makes one donation of two requests with the same Idempotency-Key', async () => {
    const target = await openCase();
    const headers = { 'idempotency-key': 'retry-1234-abcd' };
    const [first, second] = await Promise.all([
      donate({ donationCaseId: target._id, amount: 5 }, headers),
      donate({ donationCaseId: target._id, amount: 5 }, headers),
    ]);
    expect(first.json().transaction._id).toBe(second.json().transaction._id);
    const third = await donate({ donationCaseId: target._id, amount: 5 }, headers);
    expect(third.statusCode).toBe(200);
    expect((await getCase(target._id)).pledgedAmount).toBe(5);
    expect(
      await testApp.app.db.$count(
        donationTransactions,
        eq(donationTransactions.donationCaseId, target._id),
      ),
    ).toBe(1);
  });

  it("never answers a replayed key with another client's donation or donor details", async () => {
    const target = await openCase();
    const key = 'guessable-key-0001';
    const gift = (client: { remoteAddress: string; headers?: object }, donorName: string) =>
      inject({
        method: 'POST',
        url: '/api/donation/transaction',
        remoteAddress: client.remoteAddress,
        headers: { ...client.headers, 'idempotency-key': key },
        payload: {
          donationCaseId: target._id,
          amount: 7,
          donorName,
          ...(donorName === 'Ada Lovelace'
            ? { donorEmail: 'ada@example.org', message: 'In memory of my mother' }
            : {}),
        },
      });
    const ada = { remoteAddress: '192.0.2.10' };
    const first = await gift(ada, 'Ada Lovelace');
    expect(first.statusCode).toBe(201);

    // The same donor retrying gets their donation back, and only what a client needs of it.
    const retry = await gift(ada, 'Ada Lovelace');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({
      _id: first.json()._id,
      donorName: 'Ada Lovelace',
      donorEmail: 'ada@example.org',
      message: 'In memory of my mother',
    });
    expect(retry.json().transaction).toEqual({
      _id: first.json().transaction._id,
      donationCaseId: target._id,
      amount: 7,
      currency: 'USD',
      status: 'pending',
      receiptNumber: null,
    });

    // Another address, or a signed-in user on Ada's address, makes a donation of its own.
    const others = [
      await gift({ remoteAddress: '192.0.2.99' }, 'Mallory'),
      await gift({ ...ada, headers: actors.user.headers }, 'Mallory'),
    ];
    const ids = new Set([first, ...others].map((answer) => answer.json().transaction._id));
    expect(ids.size).toBe(3);
    for (const answer of others) {
      expect(answer.statusCode).toBe(201);
      expect(answer.body).not.toMatch(/Ada|ada@|mother/);
    }

    // The signed-in user's own retry, from anywhere, finds the user's donation.
    const fromElsewhere = await gift(
      { remoteAddress: '198.51.100.7', headers: actors.user.headers },
      'Mallory',
    );
    expect(fromElsewhere.statusCode).toBe(200);
    expect(fromElsewhere.json().transaction._id).toBe(others[1]!.json().transaction._id);
    expect((await getCase(target._id)).pledgedAmount).toBe(21);
  });

  it('refuses inactive and unknown cases', async () => {
    const target = await openCase();
    await as(actors.admin, {
      method: 'PUT',
      url: `/api/donation/case/${target._id}`,
      payload: { active: false },
    });
    const closed = await donate({ donationCaseId: target._id, amount: 5 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('This case is no longer accepting donations');
    const unknown = await donate({ donationCaseId: crypto.randomUUID(), amount: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Donation case not found');
  });
});

describe('deleting a case', () => {
  it('erases a case without donations, and archives one with donations', async () => {
    const empty = await openCase();
    const erased = await as(actors.admin, {
      method: 'DELETE',
      url: `/api/donation/case/${empty._id}`,
    });
    expect(erased.json()).toMatchObject({ archived: false });
    expect(
      (await as(actors.admin, { method: 'GET', url: `/api/donation/case/${empty._id}` }))
        .statusCode,
    ).toBe(404);

    const funded = await openCase();
    await receive(await donate({ donationCaseId: funded._id, amount: 3 }));
    const archived = await as(actors.admin, {
      method: 'DELETE',
      url: `/api/donation/case/${funded._id}`,
    });
    expect(archived.json()).toMatchObject({ archived: true });
    expect(
      (await inject({ method: 'GET', url: `/api/donation/case/${funded._id}` })).statusCode,
    ).toBe(404);
    const asAdmin = (
      await as(actors.admin, { method: 'GET', url: `/api/donation/case/${funded._id}` })
    ).json();
    expect(asAdmin).toMatchObject({ archived: true, active: false, raisedAmount: 3 });
    const records = await as(actors.admin, {
      method: 'GET',
      url: `/api/donation/transactions/${funded._id}`,
    });
    expect(records.json()).toHaveLength(1);
    expect(records.headers['x-total-count']).toBe('1');
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    [limited, proxied] = await Promise.all([
      createTestApp({ environment: { DONATION_RATE_LIMIT_PER_IP: '3' } }),
      // One case, so its own per-address limit is lifted: this is about the address counted.
      createTestApp({
        environment: {
          DONATION_RATE_LIMIT_PER_IP: '10',
          DONATION_RATE_LIMIT_PER_CASE: '100',
          TRUST_PROXY: '1',
        },
      }),
    ]);
  });
  afterAll(() => Promise.all([limited.close(), proxied.close()]));

  const openCase = async (testApp: TestApp) => {
    const { admin } = await createActors(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/donation/case',
      headers: admin.headers,
      payload: { title: 'T', description: 'D' },
    });
    return response.json() as { _id: string };
  };

  it('answer 429 when one address donates too often', async () => {
    const target = await openCase(limited);
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/donation/transaction',
        payload: { donationCaseId: target._id, amount: 1 },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(201);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts/);
  });

  it('behind a proxy (TRUST_PROXY=1), hold however the client forges X-Forwarded-For', async () => {
    const target = await openCase(proxied);
    // The proxy (10.0.0.2) appends the address it saw to whatever the client wrote.
    const donateAs = (forged: string, client = '203.0.113.9') =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/donation/transaction',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `${forged}, ${client}` },
        payload: { donationCaseId: target._id, amount: 1 },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await donateAs(`198.51.100.${i}`)).statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    expect((await donateAs('198.51.100.99', '203.0.113.10')).statusCode).toBe(201);
  });
});
