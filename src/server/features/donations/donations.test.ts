import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationTransactions } from '../../db/schema.ts';
import { createActors } from '../../test/actors.ts';
import { readOutbox } from '../../test/outbox.ts';
import { createTestApp, injectors, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let actors: Awaited<ReturnType<typeof createActors>>;
const { inject, as } = injectors(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({
    environment: { DONATION_RATE_LIMIT_PER_IP: '10000', DONATION_RATE_LIMIT_PER_CASE: '10000' },
  });
  actors = await createActors(testApp.app);
});
afterAll(() => testApp.close());

async function openCase(fields: Record<string, unknown> = {}) {
  const response = await as(actors.admin, {
    method: 'POST',
    url: '/api/donation/case',
    payload: { title: 'Clean water', description: 'A well for the school', ...fields },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const donate = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  inject({ method: 'POST', url: '/api/donation/transaction', payload, headers });

const getCase = async (id: string) =>
  (await inject({ method: 'GET', url: `/api/donation/case/${id}` })).json();

describe('donation cases', () => {
  it('are managed by admins only', async () => {
    const payload = { title: 'T', description: 'D' };
    for (const [actor, status] of [
      [actors.visitor, 401],
      [actors.user, 403],
      [actors.publisher, 403],
    ] as const) {
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
  ])('refuses %o with "%s"', async (payload, message) => {
    const response = await as(actors.admin, { method: 'POST', url: '/api/donation/case', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
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
  it.each([0, -1, 0.99, 1.005, 'abc', 1e9, '9'.repeat(60), '1e3', { $gt: 0 }, null])(
    'refuses the amount %o with the spec message',
    async (amount) => {
      const target = await openCase();
      const response = await donate({ donationCaseId: target._id, amount });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please enter a valid donation amount');
      expect((await getCase(target._id)).raisedAmount).toBe(0);
    },
  );

  it('records a completed donation at once, anonymous by default, and mails a receipt', async () => {
    const target = await openCase({ title: 'Books for the library' });
    const response = await donate({ donationCaseId: target._id, amount: '12.50' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      transaction: { amount: 12.5, status: 'completed', donorName: 'Anonymous' },
      checkoutUrl: null,
    });
    expect((await getCase(target._id)).raisedAmount).toBe(12.5);

    await donate({
      donationCaseId: target._id,
      amount: 1,
      donorName: 'Ada',
      donorEmail: 'ada@example.org',
      message: 'Keep going',
    });
    const receipt = readOutbox(testApp.config.dataDir).find((m) =>
      m.to.includes('ada@example.org'),
    );
    expect(receipt?.subject).toBe('Thank you for your donation to "Books for the library"');
    expect(receipt?.text).toMatch(/Amount: \$1\.00/);
    expect(receipt?.text).toMatch(/Reference: [0-9a-f-]{36}/);

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
      status: 'completed',
    });
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

  it('keeps the raised amount exact under 100 concurrent donations', async () => {
    const target = await openCase();
    await Promise.all(
      Array.from({ length: 100 }, () => donate({ donationCaseId: target._id, amount: 1 })),
    );
    expect((await getCase(target._id)).raisedAmount).toBe(100);
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
    expect((await getCase(target._id)).raisedAmount).toBe(5);
    expect(
      await testApp.app.db.$count(
        donationTransactions,
        eq(donationTransactions.donationCaseId, target._id),
      ),
    ).toBe(1);
  });

  it('refuses inactive and unknown cases', async () => {
    const target = await openCase();
    await as(actors.admin, {
      method: 'PUT',
      url: `/api/donation/case/${target._id}`,
      payload: { active: false },
    });
    const closed = await donate({ donationCaseId: target._id, amount: 5 });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe('This donation case is not accepting donations');
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
    await donate({ donationCaseId: funded._id, amount: 3 });
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
  it('answer 429 when one address donates too often', async () => {
    const limited = await createTestApp({ environment: { DONATION_RATE_LIMIT_PER_IP: '3' } });
    try {
      const admin = (await createActors(limited.app)).admin;
      const target = (
        await limited.app.inject({
          method: 'POST',
          url: '/api/donation/case',
          headers: admin.headers,
          payload: { title: 'T', description: 'D' },
        })
      ).json();
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
    } finally {
      await limited.close();
    }
  });
});
