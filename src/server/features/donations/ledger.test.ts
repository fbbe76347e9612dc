import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LEDGER_MESSAGES } from '#contracts/ledger.constants.ts';
import { moderationLog } from '../../db/schema.ts';
import { daysAgo, fileForm, ledgerActions, PDF } from '../../test/ledger.ts';
import { donationActions } from '../../test/donation-actions.ts';
import { testFileApp } from '../../test/test-file-app.ts';

/** A case's money trail: gifts in, disbursements out with their evidence, reversals, totals. */
const fileApp = testFileApp({
  environment: { DONATION_RATE_LIMIT_PER_IP: '10000', DONATION_RATE_LIMIT_PER_CASE: '10000' },
});
const { testApp, actors, inject, as } = fileApp;

const { caseWithGifts, uploadEvidence, evidenceUrl, disburse } = ledgerActions(
  fileApp,
  'Clinic visit',
);

const reverse = (
  caseId: string,
  entryId: string,
  payload: Record<string, unknown> = { reason: 'Recorded twice' },
  actor: { headers: object } = actors.admin,
) =>
  as(actor, {
    method: 'POST',
    url: `/api/donation/case/${caseId}/ledger/${entryId}/reverse`,
    payload,
  });

const ledger = async (caseId: string, query = '') =>
  (await inject({ method: 'GET', url: `/api/donation/case/${caseId}/ledger${query}` })).json();

const { getCase } = donationActions(fileApp);

describe('the ledger of a case', () => {
  it('opens with each gift received, and totals what the case holds', async () => {
    const caseId = await caseWithGifts(25, 75.5);
    const answer = await ledger(caseId);
    expect(answer.totals).toEqual({
      currency: 'USD',
      received: 100.5,
      fees: 0,
      disbursed: 0,
      held: 100.5,
    });
    expect(answer.totalEntries).toBe(2);
    expect(answer.entries.map((entry: { type: string }) => entry.type)).toEqual(['gift', 'gift']);
    expect(answer.entries.map((entry: { amount: number }) => entry.amount).sort()).toEqual([
      25, 75.5,
    ]);
  });

  it('names no donor in its JSON or CSV', async () => {
    const caseId = await caseWithGifts(30);
    const now = new Date().toISOString();
    expect((await disburse(caseId, { amount: 10, occurredAt: now })).statusCode).toBe(201);
    const json = await inject({ method: 'GET', url: `/api/donation/case/${caseId}/ledger` });
    const csv = await inject({ method: 'GET', url: `/api/donation/case/${caseId}/ledger.csv` });
    for (const body of [json.body, csv.body]) {
      expect(body).not.toContain('grace.donor@example.com');
      expect(body).not.toContain('Grace');
    }
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename=".*-ledger\.csv"/);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toMatch(/^Entry id,Type,Amount \(USD\),Occurred at,Payee,Purpose/);
    expect(lines.slice(1).map((line: string) => line.split(',')[1])).toEqual([
      'gift',
      'disbursement',
    ]);
  });

  it('is paged with startIndex and limit', async () => {
    const caseId = await caseWithGifts(1, 2, 3);
    const first = await ledger(caseId, '?limit=2');
    const rest = await ledger(caseId, '?startIndex=2&limit=2');
    expect(first.entries).toHaveLength(2);
    expect(rest.entries).toHaveLength(1);
    expect(first.totalEntries).toBe(3);
    const ids = [...first.entries, ...rest.entries].map((entry: { _id: string }) => entry._id);
    expect(new Set(ids).size).toBe(3);
  });

  it('answers 404 for a case nobody may see, as the case does', async () => {
    const missing = await inject({
      method: 'GET',
      url: '/api/donation/case/00000000-0000-4000-8000-000000000000/ledger',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a disbursement', () => {
  it('moves disbursed and held on the case, its cached page and its ledger', async () => {
    const caseId = await caseWithGifts(100);
    const before = await getCase(caseId); // cached
    expect(before).toMatchObject({ raisedAmount: 100, disbursedAmount: 0, heldAmount: 100 });
    const evidence = await evidenceUrl();
    const response = await disburse(caseId, { amount: '60.25', evidence: [evidence] });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'disbursement',
      amount: 60.25,
      payee: 'the clinic',
      purpose: 'First consultation',
      method: 'bank_transfer',
      evidence: [evidence],
      reversedById: null,
    });
    expect(await getCase(caseId)).toMatchObject({
      raisedAmount: 100,
      feesAmount: 0,
      disbursedAmount: 60.25,
      heldAmount: 39.75,
    });
    expect((await ledger(caseId)).totals).toEqual({
      currency: 'USD',
      received: 100,
      fees: 0,
      disbursed: 60.25,
      held: 39.75,
    });
  });

  it('is refused with 409 when it is more than the case holds', async () => {
    const caseId = await caseWithGifts(50);
    expect((await disburse(caseId, { amount: 30 })).statusCode).toBe(201);
    const over = await disburse(caseId, { amount: '20.01' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(LEDGER_MESSAGES.overdrawn);
    expect((await disburse(caseId, { amount: 20 })).statusCode).toBe(201);
    expect((await getCase(caseId)).heldAmount).toBe(0);
  });

  it('needs evidence uploaded here, and says which field is wrong', async () => {
    const caseId = await caseWithGifts(50);
    const cases: [Record<string, unknown>, string][] = [
      [{ evidence: [] }, LEDGER_MESSAGES.evidenceRequired],
      [{ evidence: undefined }, LEDGER_MESSAGES.evidenceRequired],
      [{ evidence: ['https://example.com/receipt.pdf'] }, LEDGER_MESSAGES.unknownEvidence],
      [{ amount: 0 }, LEDGER_MESSAGES.invalidAmount],
      [{ amount: 1.005 }, LEDGER_MESSAGES.invalidAmount],
      [{ payee: '  ' }, LEDGER_MESSAGES.payeeRequired],
      [{ purpose: '' }, LEDGER_MESSAGES.purposeRequired],
      [{ method: 'barter' }, LEDGER_MESSAGES.invalidMethod],
      [{ occurredAt: '2999-01-01' }, LEDGER_MESSAGES.invalidOccurredAt],
    ];
    for (const [fields, message] of cases) {
      const response = await disburse(caseId, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await ledger(caseId)).totals.disbursed).toBe(0);
  });

  it('is for admins only: 401 for a visitor, 403 for a user and a publisher', async () => {
    const caseId = await caseWithGifts(50);
    expect((await disburse(caseId, {}, actors.visitor)).statusCode).toBe(401);
    expect((await disburse(caseId, {}, actors.user)).statusCode).toBe(403);
    expect((await disburse(caseId, {}, actors.publisher)).statusCode).toBe(403);
    expect((await ledger(caseId)).totals.disbursed).toBe(0);
  });

  it('goes into the moderation log with the admin who made it', async () => {
    const caseId = await caseWithGifts(50);
    const entry = (await disburse(caseId, { amount: 5 })).json();
    const [logged] = await testApp.app.db
      .select()
      .from(moderationLog)
      .where(and(eq(moderationLog.targetId, caseId), eq(moderationLog.action, 'ledger.disburse')));
    expect(logged).toMatchObject({ actorId: actors.admin.id });
    expect(logged!.details).toMatchObject({ entryId: entry._id, amountCents: 500 });
  });

  it('asks for a case update once 30 days pass without one, until one is posted', async () => {
    const caseId = await caseWithGifts(80);
    expect((await disburse(caseId, { amount: 10, occurredAt: daysAgo(2) })).statusCode).toBe(201);
    expect((await getCase(caseId)).updateDue).toBe(false);
    expect((await disburse(caseId, { amount: 10, occurredAt: daysAgo(31) })).statusCode).toBe(201);
    expect((await getCase(caseId)).updateDue).toBe(true);
    const posted = await as(actors.admin, {
      method: 'POST',
      url: `/api/donation/case/${caseId}/updates`,
      payload: { title: 'The first visit', body: '<p>The clinic saw her today.</p>' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect((await getCase(caseId)).updateDue).toBe(false);
  });
});

describe('a reversal', () => {
  it('corrects a disbursement with a reason; both entries stay and held comes back', async () => {
    const caseId = await caseWithGifts(100);
    const paid = (await disburse(caseId, { amount: 70 })).json();
    const response = await reverse(caseId, paid._id, { reason: 'Paid from another case' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'reversal',
      amount: 70,
      reason: 'Paid from another case',
      reversesId: paid._id,
    });
    const answer = await ledger(caseId);
    expect(answer.totals).toEqual({
      currency: 'USD',
      received: 100,
      fees: 0,
      disbursed: 0,
      held: 100,
    });
    const original = answer.entries.find((entry: { _id: string }) => entry._id === paid._id);
    expect(original).toMatchObject({ type: 'disbursement', reversedById: response.json()._id });
    expect(answer.entries.map((entry: { type: string }) => entry.type).sort()).toEqual([
      'disbursement',
      'gift',
      'reversal',
    ]);
  });

  it('happens once, only to a disbursement, with a reason, by an admin', async () => {
    const caseId = await caseWithGifts(100);
    const paid = (await disburse(caseId, { amount: 10 })).json();
    const gift = (await ledger(caseId)).entries.find(
      (entry: { type: string }) => entry.type === 'gift',
    );
    const reason = { reason: 'A mistake' };
    expect((await reverse(caseId, paid._id, reason, actors.publisher)).statusCode).toBe(403);
    expect((await reverse(caseId, paid._id, reason, actors.user)).statusCode).toBe(403);
    expect((await reverse(caseId, paid._id, reason, actors.visitor)).statusCode).toBe(401);
    const noReason = await reverse(caseId, paid._id, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(LEDGER_MESSAGES.reasonRequired);
    const ofGift = await reverse(caseId, gift._id);
    expect(ofGift.statusCode).toBe(409);
    expect(ofGift.json().message).toBe(LEDGER_MESSAGES.notReversible);
    expect((await reverse(caseId, paid._id)).statusCode).toBe(201);
    const twice = await reverse(caseId, paid._id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(LEDGER_MESSAGES.alreadyReversed);
    const otherCase = await caseWithGifts(5);
    expect((await reverse(otherCase, paid._id)).statusCode).toBe(404);
    expect((await ledger(caseId)).totals.disbursed).toBe(0);
  });
});

describe('evidence', () => {
  it('takes a PDF by its content and serves it as a download', async () => {
    const url = await evidenceUrl();
    expect(url).toMatch(/\/evidence\/[0-9a-f-]{36}\.pdf$/);
    const served = await inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('takes an image, re-encoded', async () => {
    const png = await sharp({
      create: { width: 16, height: 12, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const response = await uploadEvidence(fileForm(png, 'receipt.png', 'image/png'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().url).toMatch(/\/evidence\/[0-9a-f-]{36}_16x12\.\w+$/);
  });

  it('refuses HTML called a PDF, and is for admins only', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const refused = await uploadEvidence(fileForm(html, 'invoice.pdf', 'application/pdf'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(LEDGER_MESSAGES.evidenceType);
    const byUser = await uploadEvidence(fileForm(PDF, 'a.pdf', 'application/pdf'), actors.user);
    expect(byUser.statusCode).toBe(403);
  });
});

describe('concurrent disbursements', () => {
  it('never overdraw a case: 100 at once against what 20 of them can take', async () => {
    const caseId = await caseWithGifts(200);
    const evidence = [await evidenceUrl()];
    const attempts = await Promise.all(
      Array.from({ length: 100 }, () => disburse(caseId, { amount: 10, evidence })),
    );
    const statuses = attempts.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 409)).toHaveLength(80);
    const { totals, totalEntries } = await ledger(caseId);
    expect(totals).toEqual({ currency: 'USD', received: 200, fees: 0, disbursed: 200, held: 0 });
    expect(totalEntries).toBe(21);
  });
});
