import { and, eq, sum } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { donationTransactions } from '../../db/schema.ts';
import { testFileApp } from '../../test/test-file-app.ts';
import { storeFee } from './ledger-gifts.ts';

/**
 * Whatever admins and donors do, in any order, a case's money adds up: received is the sum of
 * its completed gifts, held is received − fees − disbursed and never negative, and the ledger's
 * totals are the case's own figures.
 */
const { testApp, actors, inject, as } = testFileApp({
  environment: { DONATION_RATE_LIMIT_PER_IP: '100000', DONATION_RATE_LIMIT_PER_CASE: '100000' },
});
let evidence: string;

/** Runs of the property; each is a fresh case and a sequence of up to 12 steps. */
const RUNS = 100;

beforeAll(async () => {
  const data = new FormData();
  const pdf = new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1'));
  data.append('file', new Blob([pdf], { type: 'application/pdf' }), 'receipt.pdf');
  const uploaded = await as(actors.admin, {
    method: 'POST',
    url: '/api/donation/evidence',
    payload: data,
  });
  evidence = uploaded.json().url;
});

const dollars = (cents: number) => (cents / 100).toFixed(2);

type Step =
  | { kind: 'pledge'; cents: number }
  | { kind: 'receive'; pick: number; cents: number; paidBy: PaidBy; feeCents: number }
  | { kind: 'learnFee'; pick: number }
  | { kind: 'lapse'; pick: number }
  | { kind: 'disburse'; cents: number | 'everythingHeld' }
  | { kind: 'reverse'; pick: number };

/** How a gift arrived: by hand, or through Stripe with its fee told at once or learnt later. */
type PaidBy = 'hand' | 'stripeFeeAtOnce' | 'stripeFeeLater';

const cents = fc.integer({ min: 1, max: 50_000 });
const pick = fc.nat({ max: 20 });
const step: fc.Arbitrary<Step> = fc.oneof(
  // A gift is at least $1; what arrives may be less.
  fc.record({ kind: fc.constant('pledge' as const), cents: fc.integer({ min: 100, max: 50_000 }) }),
  fc.record({
    kind: fc.constant('receive' as const),
    pick,
    cents,
    paidBy: fc.constantFrom<PaidBy>('hand', 'stripeFeeAtOnce', 'stripeFeeLater'),
    feeCents: fc.integer({ min: 0, max: 2_000 }),
  }),
  fc.record({ kind: fc.constant('learnFee' as const), pick }),
  fc.record({ kind: fc.constant('lapse' as const), pick }),
  fc.record({
    kind: fc.constant('disburse' as const),
    cents: fc.oneof(cents, fc.constant('everythingHeld' as const)),
  }),
  fc.record({ kind: fc.constant('reverse' as const), pick }),
);

interface Pledge {
  id: string;
  status: 'pending' | 'completed' | 'lapsed';
  cents: number;
  /** A Stripe gift's fee not yet learnt. */
  unknownFeeCents?: number;
}

/** What the steps so far made: pledges (pending or not) and disbursements, by id. */
interface Made {
  pledges: Pledge[];
  disbursements: string[];
}

async function heldCents(caseId: string) {
  const donationCase = (
    await inject({ method: 'GET', url: `/api/donation/case/${caseId}` })
  ).json();
  return Math.round(donationCase.heldAmount * 100);
}

/** Stripe's fee on a gift, as its webhook or the reconciliation stores it. */
async function learnFee(caseId: string, pledge: Pledge, feeCents: number) {
  const gift = {
    id: pledge.id,
    donationCaseId: caseId,
    amountCents: pledge.cents,
    completedAt: new Date(),
  };
  await testApp.app.db.transaction((tx) => storeFee(tx, gift, feeCents));
}

/** The admin receives or lapses a pledge: refused (409) unless it is still pending. */
async function settle(pledge: Pledge, action: 'receive' | 'lapse', payload: object) {
  const response = await as(actors.admin, {
    method: 'PUT',
    url: `/api/donation/transaction/${pledge.id}/${action}`,
    payload,
  });
  expect(response.statusCode).toBe(pledge.status === 'pending' ? 200 : 409);
}

async function apply(caseId: string, made: Made, next: Step) {
  const nth = <T>(list: T[], index: number) => list[index % list.length];
  switch (next.kind) {
    case 'pledge': {
      const response = await inject({
        method: 'POST',
        url: '/api/donation/transaction',
        payload: { donationCaseId: caseId, amount: dollars(next.cents), donorName: 'Ada' },
      });
      expect(response.statusCode, response.body).toBe(201);
      made.pledges.push({ id: response.json()._id, status: 'pending', cents: next.cents });
      return;
    }
    case 'receive': {
      const pledge = nth(made.pledges, next.pick);
      if (!pledge) return;
      await settle(pledge, 'receive', {
        amount: dollars(next.cents),
        method: 'cash',
        receivedAt: new Date().toISOString(),
      });
      if (pledge.status !== 'pending') return;
      Object.assign(pledge, { status: 'completed', cents: next.cents });
      if (next.paidBy === 'hand') return;
      await testApp.app.db
        .update(donationTransactions)
        .set({ provider: 'stripe' })
        .where(eq(donationTransactions.id, pledge.id));
      const feeCents = Math.min(next.feeCents, next.cents);
      if (next.paidBy === 'stripeFeeAtOnce') await learnFee(caseId, pledge, feeCents);
      else pledge.unknownFeeCents = feeCents;
      return;
    }
    case 'learnFee': {
      const awaiting = made.pledges.filter((p) => p.unknownFeeCents !== undefined);
      const pledge = nth(awaiting, next.pick);
      if (!pledge) return;
      await learnFee(caseId, pledge, pledge.unknownFeeCents!);
      delete pledge.unknownFeeCents;
      return;
    }
    case 'lapse': {
      const pledge = nth(made.pledges, next.pick);
      if (!pledge) return;
      await settle(pledge, 'lapse', {});
      if (pledge.status === 'pending') pledge.status = 'lapsed';
      return;
    }
    case 'disburse': {
      const amountCents = next.cents === 'everythingHeld' ? await heldCents(caseId) : next.cents;
      if (amountCents <= 0) return;
      const response = await as(actors.admin, {
        method: 'POST',
        url: `/api/donation/case/${caseId}/disbursements`,
        payload: {
          amount: dollars(amountCents),
          occurredAt: new Date().toISOString(),
          method: 'bank_transfer',
          payee: 'the family',
          purpose: 'Rent',
          evidence: [evidence],
        },
      });
      expect([201, 409]).toContain(response.statusCode);
      if (response.statusCode === 201) made.disbursements.push(response.json()._id);
      return;
    }
    case 'reverse': {
      const entryId = nth(made.disbursements, next.pick);
      if (!entryId) return;
      const response = await as(actors.admin, {
        method: 'POST',
        url: `/api/donation/case/${caseId}/ledger/${entryId}/reverse`,
        payload: { reason: 'A mistake' },
      });
      expect([201, 409]).toContain(response.statusCode);
      return;
    }
  }
}

async function expectMoneyAddsUp(caseId: string) {
  const [completed] = await testApp.app.db
    .select({ cents: sum(donationTransactions.amountCents) })
    .from(donationTransactions)
    .where(
      and(
        eq(donationTransactions.donationCaseId, caseId),
        eq(donationTransactions.status, 'completed'),
      ),
    );
  const donationCase = (
    await inject({ method: 'GET', url: `/api/donation/case/${caseId}` })
  ).json();
  const { totals } = (
    await inject({ method: 'GET', url: `/api/donation/case/${caseId}/ledger` })
  ).json();
  const toCents = (amount: number) => Math.round(amount * 100);
  expect(toCents(donationCase.raisedAmount)).toBe(Number(completed?.cents ?? 0));
  expect(toCents(donationCase.heldAmount)).toBe(
    toCents(donationCase.raisedAmount) -
      toCents(donationCase.feesAmount) -
      toCents(donationCase.disbursedAmount),
  );
  expect(donationCase.heldAmount).toBeGreaterThanOrEqual(0);
  expect(totals).toEqual({
    currency: 'USD',
    received: donationCase.raisedAmount,
    fees: donationCase.feesAmount,
    disbursed: donationCase.disbursedAmount,
    held: donationCase.heldAmount,
  });
}

describe('the money of a case', () => {
  it(`adds up after every step of ${RUNS} random sequences`, async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        runs += 1;
        const opened = await as(actors.admin, {
          method: 'POST',
          url: '/api/donation/case',
          payload: { title: `Property case ${runs}`, description: 'Money that adds up' },
        });
        const caseId = opened.json()._id as string;
        const made: Made = { pledges: [], disbursements: [] };
        for (const next of steps) {
          await apply(caseId, made, next);
          await expectMoneyAddsUp(caseId);
        }
      }),
      { numRuns: RUNS },
    );
    expect(runs).toBeGreaterThanOrEqual(RUNS);
  }, 240_000);
});
