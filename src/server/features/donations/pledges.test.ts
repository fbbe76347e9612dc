import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moderationLog } from '../../db/schema.ts';
import { createActor } from '../../test/actors.ts';
import { readOutbox } from '../../test/outbox.ts';
import { donationActions } from '../../test/donation-actions.ts';
import { testFileApp } from '../../test/test-file-app.ts';

/** With no payment provider a gift is a pledge: money counts only once an admin receives it. */
const fileApp = testFileApp({
  environment: { DONATION_RATE_LIMIT_PER_IP: '10000', DONATION_RATE_LIMIT_PER_CASE: '10000' },
});
const { testApp, actors, inject, as } = fileApp;

let cases = 0;
async function openCase() {
  cases += 1;
  const response = await as(actors.admin, {
    method: 'POST',
    url: '/api/donation/case',
    payload: {
      title: `School roof ${cases}`,
      description: 'A roof before the rains',
      goalAmount: 500,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json()._id as string;
}

async function pledge(caseId: string, amount: number | string, donorEmail?: string) {
  const response = await inject({
    method: 'POST',
    url: '/api/donation/transaction',
    payload: { donationCaseId: caseId, amount, donorName: 'Ada', donorEmail },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const today = () => new Date().toISOString().slice(0, 10);

const receive = (
  id: string,
  payload: Record<string, unknown>,
  actor: { headers: object } = actors.admin,
) => as(actor, { method: 'PUT', url: `/api/donation/transaction/${id}/receive`, payload });

const lapse = (
  id: string,
  payload: Record<string, unknown> = {},
  actor: { headers: object } = actors.admin,
) => as(actor, { method: 'PUT', url: `/api/donation/transaction/${id}/lapse`, payload });

const { getCase } = donationActions(fileApp);

const listedCase = async (id: string) =>
  (await inject({ method: 'GET', url: '/api/donation/cases?limit=50' }))
    .json()
    .donationCases.find((one: { _id: string }) => one._id === id);

const transactions = async (caseId: string) =>
  (await as(actors.admin, { method: 'GET', url: `/api/donation/transactions/${caseId}` })).json();

/** The moderation log's entry of `action` on the gift. */
const moderationEntry = async (giftId: string, action: string) =>
  (
    await testApp.app.db
      .select()
      .from(moderationLog)
      .where(and(eq(moderationLog.targetId, giftId), eq(moderationLog.action, action)))
  )[0];
const mailsTo = async (address: string) =>
  (await readOutbox(testApp)).filter((mail) => mail.to.includes(address));

describe('a pledge', () => {
  it('stays pending and counts as pledged, not raised, in the case and the list', async () => {
    const caseId = await openCase();
    await getCase(caseId); // cached before the pledge
    const answer = await pledge(caseId, 30);
    expect(answer).toMatchObject({ status: 'pending', transaction: { receiptNumber: null } });
    expect(answer.notice).toMatch(/pledge/i);

    expect(await getCase(caseId)).toMatchObject({
      raisedAmount: 0,
      pledgedAmount: 30,
      supportersCount: 0,
    });
    expect(await listedCase(caseId)).toMatchObject({ raisedAmount: 0, pledgedAmount: 30 });
    expect(await transactions(caseId)).toEqual([
      expect.objectContaining({ status: 'pending', receiptNumber: null, completedAt: null }),
    ]);
    const supporters = await inject({
      method: 'GET',
      url: `/api/donation/case/${caseId}/supporters`,
    });
    expect(supporters.json().totalSupporters).toBe(0);
  });

  it('mails the pledger what happens next, and no receipt until the money is received', async () => {
    const caseId = await openCase();
    const { _id } = await pledge(caseId, 12.5, 'pledger-next@example.org');
    const [mail, ...more] = await mailsTo('pledger-next@example.org');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Your pledge to "School roof ${cases}"`);
    expect(mail!.text).toContain('What happens next');
    expect(mail!.text).toContain('no money was taken');
    expect(mail!.text).not.toContain('Receipt number');

    const received = await receive(_id, { amount: 12.5, method: 'cash', receivedAt: today() });
    expect(received.statusCode).toBe(200);
    const mails = await mailsTo('pledger-next@example.org');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`Your gift to "School roof ${cases}" has been received`);
    expect(mails[1]!.text).toContain(`Receipt number: ${received.json().receiptNumber}`);
    expect(mails[1]!.text).toContain('Amount received: $12.50');
    expect(mails[1]!.text).toContain('Cash');
  });
});

describe('recording a pledge as received', () => {
  it('is for admins only: 401 for a visitor, 403 for a user and a publisher', async () => {
    const caseId = await openCase();
    const { _id } = await pledge(caseId, 20);
    const payload = { amount: 20, method: 'cash', receivedAt: today() };
    expect((await receive(_id, payload, actors.visitor)).statusCode).toBe(401);
    expect((await receive(_id, payload, actors.user)).statusCode).toBe(403);
    expect((await receive(_id, payload, actors.publisher)).statusCode).toBe(403);
    expect((await getCase(caseId)).raisedAmount).toBe(0);
    expect((await receive(_id, payload)).statusCode).toBe(200);
  });

  it('completes the gift with the amount that arrived, which may differ from the pledge', async () => {
    const caseId = await openCase();
    await getCase(caseId); // cached: receiving must drop it
    const { _id } = await pledge(caseId, 30, 'differs@example.org');
    await pledge(caseId, 10);
    expect(await getCase(caseId)).toMatchObject({ raisedAmount: 0, pledgedAmount: 40 });

    const response = await receive(_id, {
      amount: '27.35',
      method: 'mobile_money',
      reference: 'MM-4411',
      receivedAt: '2026-11-20',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id,
      status: 'completed',
      amount: 27.35,
      pledgedAmount: 30,
      receivedMethod: 'mobile_money',
      receivedReference: 'MM-4411',
      completedAt: '2026-11-20T12:00:00.000Z',
      receiptNumber: expect.any(Number),
    });
    expect(await getCase(caseId)).toMatchObject({
      raisedAmount: 27.35,
      pledgedAmount: 10,
      supportersCount: 1,
    });
    expect(await listedCase(caseId)).toMatchObject({ raisedAmount: 27.35, pledgedAmount: 10 });
    const [mail] = (await mailsTo('differs@example.org')).slice(-1);
    expect(mail!.text).toContain('Amount received: $27.35');
    expect(mail!.text).toContain('Pledged: $30.00');
  });

  it('keeps cents exact: many small gifts add up to the cent', async () => {
    const caseId = await openCase();
    for (let index = 0; index < 10; index += 1) {
      const { _id } = await pledge(caseId, 1);
      expect(
        (await receive(_id, { amount: '0.10', method: 'cash', receivedAt: today() })).statusCode,
      ).toBe(200);
    }
    expect((await getCase(caseId)).raisedAmount).toBe(1);
  });

  it('reads a method written as its label ("Bank transfer", "mobile-money") as the method', async () => {
    const caseId = await openCase();
    for (const [written, method] of [
      ['Bank transfer', 'bank_transfer'],
      ['mobile-money', 'mobile_money'],
    ]) {
      const { _id } = await pledge(caseId, 5);
      const received = await receive(_id, { amount: 5, method: written, receivedAt: today() });
      expect(received.statusCode, received.body).toBe(200);
      expect(received.json().receivedMethod).toBe(method);
    }
  });

  it('goes into the moderation log with the admin', async () => {
    const caseId = await openCase();
    const { _id } = await pledge(caseId, 15);
    await receive(_id, {
      amount: 15,
      method: 'bank_transfer',
      reference: 'TX-9',
      receivedAt: today(),
    });
    const entry = await moderationEntry(_id, 'donation.receive');
    expect(entry).toMatchObject({
      actorId: actors.admin.id,
      targetType: 'donation',
      details: expect.objectContaining({
        caseId,
        pledgedCents: 1500,
        receivedCents: 1500,
        method: 'bank_transfer',
        reference: 'TX-9',
      }),
    });
  });

  it('refuses what is not a receipt with a clear message', async () => {
    const caseId = await openCase();
    const { _id } = await pledge(caseId, 15);
    const refused = async (payload: Record<string, unknown>) => {
      const response = await receive(_id, payload);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().message as string;
    };
    const good = { amount: 15, method: 'cash', receivedAt: today() };
    expect(await refused({ ...good, amount: undefined })).toBe(
      'Please enter the amount received, in dollars and cents',
    );
    expect(await refused({ ...good, amount: '1.005' })).toBe(
      'Please enter the amount received, in dollars and cents',
    );
    expect(await refused({ ...good, amount: 0 })).toBe(
      'Please enter the amount received, in dollars and cents',
    );
    expect(await refused({ ...good, amount: -5 })).toBe(
      'Please enter the amount received, in dollars and cents',
    );
    expect(await refused({ ...good, amount: 2_000_000 })).toBe(
      'A single donation can be at most $1,000,000.00',
    );
    expect(await refused({ ...good, method: 'cheque' })).toBe(
      'Please choose how the money was received',
    );
    expect(await refused({ ...good, receivedAt: undefined })).toBe(
      'Please give the date the money was received (not in the future)',
    );
    expect(await refused({ ...good, receivedAt: 'yesterday' })).toBe(
      'Please give the date the money was received (not in the future)',
    );
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(await refused({ ...good, receivedAt: nextWeek })).toBe(
      'Please give the date the money was received (not in the future)',
    );
    expect(await refused({ ...good, reference: 'x'.repeat(201) })).toBe(
      'The reference can be at most 200 characters',
    );
    expect((await getCase(caseId)).raisedAmount).toBe(0);
  });

  it('answers 404 for an unknown gift and 400 for an id that is none', async () => {
    const payload = { amount: 5, method: 'cash', receivedAt: today() };
    const unknown = await receive('00000000-0000-4000-8000-000000000000', payload);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Donation not found');
    expect((await receive('not-an-id', payload)).statusCode).toBe(400);
  });

  it('answers 409 "This gift has already been received" the second time, and counts once', async () => {
    const caseId = await openCase();
    const { _id } = await pledge(caseId, 25, 'twice@example.org');
    const payload = { amount: 25, method: 'cash', receivedAt: today() };
    expect((await receive(_id, payload)).statusCode).toBe(200);
    const again = await receive(_id, { ...payload, amount: 40 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This gift has already been received');
    expect(await getCase(caseId)).toMatchObject({ raisedAmount: 25, pledgedAmount: 0 });
    expect(await mailsTo('twice@example.org')).toHaveLength(2); // the pledge's, one receipt
  });

  it('lets one of two admins receiving at once succeed; the other is told, and raised moves once', async () => {
    const caseId = await openCase();
    const secondAdmin = await createActor(testApp.app, 'admin');
    const { _id } = await pledge(caseId, 50, 'race@example.org');
    const payload = { amount: 50, method: 'bank_transfer', receivedAt: today() };
    const answers = await Promise.all([receive(_id, payload), receive(_id, payload, secondAdmin)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
      'This gift has already been received',
    );
    expect(await getCase(caseId)).toMatchObject({
      raisedAmount: 50,
      pledgedAmount: 0,
      supportersCount: 1,
    });
    const receipts = (await mailsTo('race@example.org')).filter((mail) =>
      mail.subject.includes('has been received'),
    );
    expect(receipts).toHaveLength(1);
  });
});

describe('marking a pledge as lapsed', () => {
  it('is for admins only: 401 for a visitor, 403 for a user and a publisher', async () => {
    const caseId = await openCase();
    const { _id } = await pledge(caseId, 20);
    expect((await lapse(_id, {}, actors.visitor)).statusCode).toBe(401);
    expect((await lapse(_id, {}, actors.user)).statusCode).toBe(403);
    expect((await lapse(_id, {}, actors.publisher)).statusCode).toBe(403);
    expect((await getCase(caseId)).pledgedAmount).toBe(20);
  });

  it('keeps the gift as lapsed, takes it out of the pledged amount, and logs the admin', async () => {
    const caseId = await openCase();
    await getCase(caseId);
    const { _id } = await pledge(caseId, 20, 'lapsed@example.org');
    expect((await getCase(caseId)).pledgedAmount).toBe(20);
    const response = await lapse(_id, { reason: 'No answer after three letters' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id,
      status: 'lapsed',
      lapseReason: 'No answer after three letters',
      receiptNumber: null,
    });
    expect(await getCase(caseId)).toMatchObject({ raisedAmount: 0, pledgedAmount: 0 });
    expect(await transactions(caseId)).toEqual([
      expect.objectContaining({ _id, status: 'lapsed', amount: 20 }),
    ]);
    const entry = await moderationEntry(_id, 'donation.lapse');
    expect(entry).toMatchObject({
      actorId: actors.admin.id,
      details: expect.objectContaining({ caseId }),
    });
    expect(await mailsTo('lapsed@example.org')).toHaveLength(1); // the pledge's only
  });

  it('refuses receiving a lapsed pledge, lapsing it twice, and lapsing received money', async () => {
    const caseId = await openCase();
    const first = await pledge(caseId, 20);
    expect((await lapse(first._id)).statusCode).toBe(200);
    const receiving = await receive(first._id, { amount: 20, method: 'cash', receivedAt: today() });
    expect(receiving.statusCode).toBe(409);
    expect(receiving.json().message).toBe('This pledge has lapsed; it can no longer be received');
    expect((await lapse(first._id)).statusCode).toBe(409);

    const second = await pledge(caseId, 20);
    await receive(second._id, { amount: 20, method: 'cash', receivedAt: today() });
    const lapsing = await lapse(second._id);
    expect(lapsing.statusCode).toBe(409);
    expect(lapsing.json().message).toBe('This gift has already been received');
    expect(await getCase(caseId)).toMatchObject({ raisedAmount: 20, pledgedAmount: 0 });
  });

  it('answers 404 for an unknown gift and 400 for a reason too long', async () => {
    expect((await lapse('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const caseId = await openCase();
    const { _id } = await pledge(caseId, 20);
    const tooLong = await lapse(_id, { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('The reason can be at most 500 characters');
  });
});

describe('a pledge that asks for updates', () => {
  it('mails the confirmation link as it is made, and once only when it is received', async () => {
    const caseId = await openCase();
    const response = await inject({
      method: 'POST',
      url: '/api/donation/transaction',
      payload: {
        donationCaseId: caseId,
        amount: 8,
        donorEmail: 'asks.updates@example.org',
        wantsUpdates: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const confirmations = async () =>
      (await mailsTo('asks.updates@example.org')).filter((mail) =>
        mail.subject.startsWith('Confirm updates about'),
      );
    expect(await confirmations()).toHaveLength(1);
    await receive(response.json()._id, { amount: 8, method: 'cash', receivedAt: today() });
    expect(await confirmations()).toHaveLength(1);
  });
});
