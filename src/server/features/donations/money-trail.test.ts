import { describe, expect, it } from 'vitest';
import { daysAgo, ledgerActions } from '../../test/ledger.ts';
import { testFileApp } from '../../test/test-file-app.ts';

/**
 * What the case page's "Where the money went" reads besides the ledger's entries: the case
 * updates near each disbursement, the chart's points, and the admins' list of updates due.
 */
const fileApp = testFileApp({
  environment: { DONATION_RATE_LIMIT_PER_IP: '10000', DONATION_RATE_LIMIT_PER_CASE: '10000' },
});
const { actors, inject, as, created } = fileApp;

const dayOf = (iso: string) => iso.slice(0, 10);

const actions = ledgerActions(fileApp, 'School fees');
const { caseWithGifts } = actions;

/** Records a payout of `amount` at `occurredAt`, answering the entry. */
async function disburse(caseId: string, amount: number, occurredAt: string) {
  const response = await actions.disburse(caseId, { amount, occurredAt });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const postUpdate = (caseId: string, title: string, postedAt: string) =>
  created(actors.admin, `/api/donation/case/${caseId}/updates`, {
    title,
    body: '<p>News</p>',
    postedAt,
  });

const read = async (url: string) => {
  const response = await inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

type Entry = { type: string; nearbyUpdates: { _id: string }[] };
const disbursementOf = (entries: Entry[]) =>
  entries.find((entry) => entry.type === 'disbursement') as Entry;

describe('a disbursement in the ledger', () => {
  it('names the case updates nearest to it: the last before and the first since', async () => {
    const caseId = await caseWithGifts(100);
    await postUpdate(caseId, 'Too early', daysAgo(20));
    const before = await postUpdate(caseId, 'Enrolled', daysAgo(10));
    const paid = await disburse(caseId, 40, daysAgo(5));
    const since = await postUpdate(caseId, 'First week at school', daysAgo(3));
    await postUpdate(caseId, 'Too late', daysAgo(1));

    const { entries } = await read(`/api/donation/case/${caseId}/ledger`);
    const disbursement = entries.find((entry: { _id: string }) => entry._id === paid._id);
    expect(disbursement.nearbyUpdates).toEqual([
      { _id: before._id, title: 'Enrolled', postedAt: before.postedAt },
      { _id: since._id, title: 'First week at school', postedAt: since.postedAt },
    ]);
    const gift = entries.find((entry: { type: string }) => entry.type === 'gift');
    expect(gift.nearbyUpdates).toEqual([]);
  });

  it('names none when the case has no update yet', async () => {
    const caseId = await caseWithGifts(50);
    await disburse(caseId, 10, daysAgo(2));
    const { entries } = await read(`/api/donation/case/${caseId}/ledger`);
    expect(disbursementOf(entries).nearbyUpdates).toEqual([]);
  });

  it('shows a newly posted update at once (the cached ledger is dropped)', async () => {
    const caseId = await caseWithGifts(50);
    await disburse(caseId, 10, daysAgo(2));
    await read(`/api/donation/case/${caseId}/ledger`);
    const update = await postUpdate(caseId, 'Books bought', daysAgo(1));
    const { entries } = await read(`/api/donation/case/${caseId}/ledger`);
    expect(disbursementOf(entries).nearbyUpdates.map((near: { _id: string }) => near._id)).toEqual([
      update._id,
    ]);
  });
});

describe("the money trail's chart", () => {
  it('answers money in and out up to each day, oldest first, a reversal taken back', async () => {
    const caseId = await caseWithGifts(100, 20.5);
    const paid = await disburse(caseId, 30.25, daysAgo(4));
    await disburse(caseId, 10, daysAgo(2));
    const reversal = await created(
      actors.admin,
      `/api/donation/case/${caseId}/ledger/${paid._id}/reverse`,
      { reason: 'Paid from another case' },
    );

    const { points } = await read(`/api/donation/case/${caseId}/ledger/series`);
    const today = dayOf(reversal.occurredAt);
    expect(points).toEqual([
      { day: dayOf(daysAgo(4)), received: 0, paidOut: 30.25 },
      { day: dayOf(daysAgo(2)), received: 0, paidOut: 40.25 },
      { day: today, received: 120.5, paidOut: 10 },
    ]);
    const body = JSON.stringify(points);
    expect(body).not.toContain('Grace');
    expect(body).not.toContain('grace.donor');
  });

  it('is empty for a case with no money yet, and 404 for a case nobody may see', async () => {
    const caseId = await caseWithGifts();
    expect(await read(`/api/donation/case/${caseId}/ledger/series`)).toEqual({
      currency: 'USD',
      points: [],
    });
    const hidden = await as(actors.admin, {
      method: 'PUT',
      url: `/api/donation/case/${caseId}`,
      payload: { active: false },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const answer = await inject({
      method: 'GET',
      url: `/api/donation/case/${caseId}/ledger/series`,
    });
    expect(answer.statusCode).toBe(404);
    const forAdmin = await as(actors.admin, {
      method: 'GET',
      url: `/api/donation/case/${caseId}/ledger/series`,
    });
    expect(forAdmin.statusCode).toBe(200);
  });
});

describe('cases with an update due (admins)', () => {
  const url = '/api/donation/cases/update-due';

  it('lists each case with a disbursement 30 days old and no update since, paged', async () => {
    const due = await caseWithGifts(60);
    await disburse(due, 20, daysAgo(40));
    const alsoDue = await caseWithGifts(60);
    await disburse(alsoDue, 20, daysAgo(35));
    const answered = await caseWithGifts(60);
    await disburse(answered, 20, daysAgo(40));
    await postUpdate(answered, 'Fees paid', daysAgo(39));
    const recent = await caseWithGifts(60);
    await disburse(recent, 20, daysAgo(3));

    const all = await as(actors.admin, { method: 'GET', url });
    expect(all.statusCode, all.body).toBe(200);
    const ids = all.json().donationCases.map((one: { _id: string }) => one._id);
    expect(ids).toEqual(expect.arrayContaining([due, alsoDue]));
    expect(ids).not.toContain(answered);
    expect(ids).not.toContain(recent);
    expect(all.json().donationCases.every((one: { updateDue: boolean }) => one.updateDue)).toBe(
      true,
    );
    expect(all.json().donationCases[0].can.keepLedger).toBe(true);

    const total = all.json().totalCases;
    const first = (await as(actors.admin, { method: 'GET', url: `${url}?limit=1` })).json();
    const second = (
      await as(actors.admin, { method: 'GET', url: `${url}?startIndex=1&limit=1` })
    ).json();
    expect(first.totalCases).toBe(total);
    expect(first.donationCases).toHaveLength(1);
    expect(second.donationCases[0]._id).not.toBe(first.donationCases[0]._id);
  });

  it.each([
    ['a visitor', () => actors.visitor, 401],
    ['a user', () => actors.user, 403],
    ['a publisher', () => actors.publisher, 403],
  ] as const)('is refused to %s', async (_, actor, status) => {
    const response = await as(actor(), { method: 'GET', url });
    expect(response.statusCode).toBe(status);
  });

  it('refuses a malformed page with 400', async () => {
    const response = await as(actors.admin, { method: 'GET', url: `${url}?limit=-1` });
    expect(response.statusCode).toBe(400);
  });
});
