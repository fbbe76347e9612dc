import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CURRENCY_MESSAGES } from '#contracts/currency.constants.ts';
import { donationCases, donationTransactions } from '../../db/schema.ts';
import { createActor, nonAdmins } from '../../test/actors.ts';
import { ledgerActions } from '../../test/ledger.ts';
import { readOutbox } from '../../test/outbox.ts';
import { receivePledge } from '../../test/pledges.ts';
import { donationActions } from '../../test/donation-actions.ts';
import { testFileApp } from '../../test/test-file-app.ts';

/** Each case keeps its money in its own currency (pledge mode: no payment provider). */
const fileApp = testFileApp({
  environment: { DONATION_RATE_LIMIT_PER_IP: '10000', DONATION_RATE_LIMIT_PER_CASE: '10000' },
});
const { testApp, actors, inject, as } = fileApp;
const { evidenceUrl } = ledgerActions(fileApp, 'Currency');

const YEAR = new Date().getUTCFullYear();

const { openCase, donate, getCase } = donationActions(fileApp, {
  title: 'School fees',
  description: 'A year of school',
});

const updateCase = (
  id: string,
  payload: Record<string, unknown>,
  actor: { headers: object } = actors.admin,
) => as(actor, { method: 'PUT', url: `/api/donation/case/${id}`, payload });

/** A pledge to the case, received in full: its answer. */
async function giveAndReceive(caseId: string, amount: number | string, donorEmail?: string) {
  const pledged = await donate({ donationCaseId: caseId, amount, donorEmail });
  expect(pledged.statusCode, pledged.body).toBe(201);
  return receivePledge(testApp.app, actors.admin, pledged.json()._id);
}

/** The answer to the admin's opening of a case (`T`, `D`) with these fields. */
const caseAnswer = (fields: Record<string, unknown>) =>
  as(actors.admin, {
    method: 'POST',
    url: '/api/donation/case',
    payload: { title: 'T', description: 'D', ...fields },
  });

/** The case's donations as the admin downloads them (CSV). */
const transactionsCsv = async (caseId: string) =>
  (await as(actors.admin, { method: 'GET', url: `/api/donation/transactions/${caseId}/csv` })).body;

const storedMinorUnits = async (transactionId: string) =>
  (
    await testApp.app.db
      .select({ minorUnits: donationTransactions.amountCents })
      .from(donationTransactions)
      .where(eq(donationTransactions.id, transactionId))
  )[0]!.minorUnits;

describe("a case's currency", () => {
  it('is US dollars unless the admin chooses another, with amounts as before', async () => {
    const usd = await openCase();
    expect(usd.currency).toBe('USD');
    expect(usd.amountOptions).toEqual([10, 25, 50, 100]);

    const yen = await openCase({ currency: 'jpy', goalAmount: 500_000 });
    expect(yen.currency).toBe('JPY');
    expect(yen.goalAmount).toBe(500_000);
    // The suggested amounts mean in yen what they mean in dollars.
    expect(yen.amountOptions).toEqual([1000, 2500, 5000, 10_000]);
    const [row] = await testApp.app.db
      .select({ currency: donationCases.currency, goal: donationCases.goalAmountCents })
      .from(donationCases)
      .where(eq(donationCases.id, yen._id));
    expect(row).toEqual({ currency: 'JPY', goal: 500_000 });
  });

  it('refuses a currency Stripe does not take, and amounts the currency cannot have', async () => {
    for (const currency of ['XXX', 'dollars', 12, '']) {
      const refused = await caseAnswer({ currency });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(CURRENCY_MESSAGES.unknown);
    }
    const halfYen = await caseAnswer({ currency: 'JPY', goalAmount: 1000.5 });
    expect(halfYen.statusCode).toBe(400);
    expect(halfYen.json().message).toBe('Amounts in JPY are whole numbers, with no decimals');
    // A goal the currency's limit allows: ¥10,000,000,000 is a hundred times the dollar limit.
    const tooLarge = await caseAnswer({ currency: 'JPY', goalAmount: 20_000_000_000 });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe('The goal can be at most ¥10,000,000,000');
  });

  it('is chosen by admins only', async () => {
    const donationCase = await openCase();
    for (const [actor, status] of nonAdmins(actors)) {
      const refused = await updateCase(donationCase._id, { currency: 'EUR' }, actor);
      expect(refused.statusCode).toBe(status);
    }
    expect((await getCase(donationCase._id)).currency).toBe('USD');
  });

  it('changes until the first gift, carrying the amounts over; then 409', async () => {
    const donationCase = await openCase({ amountOptions: [5, 20], goalAmount: 1000 });
    const inYen = await updateCase(donationCase._id, { currency: 'JPY' });
    expect(inYen.statusCode, inYen.body).toBe(200);
    expect(inYen.json()).toMatchObject({
      currency: 'JPY',
      amountOptions: [500, 2000],
      goalAmount: 100_000,
    });
    const inEuros = await updateCase(donationCase._id, { currency: 'EUR', goalAmount: 800.5 });
    expect(inEuros.json()).toMatchObject({
      currency: 'EUR',
      amountOptions: [5, 20],
      goalAmount: 800.5,
    });

    expect(inEuros.json().hasGifts).toBe(false);
    expect((await donate({ donationCaseId: donationCase._id, amount: 20 })).statusCode).toBe(201);
    // The form learns that the currency is fixed now.
    expect((await getCase(donationCase._id)).hasGifts).toBe(true);
    const refused = await updateCase(donationCase._id, { currency: 'GBP' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The currency of a case cannot change after its first gift',
    );
    expect((await getCase(donationCase._id)).currency).toBe('EUR');
    // Naming the currency it has, or changing anything else, is fine.
    expect((await updateCase(donationCase._id, { currency: 'EUR' })).statusCode).toBe(200);
    expect((await updateCase(donationCase._id, { title: 'Renamed' })).statusCode).toBe(200);
  });
});

describe('a case in yen', () => {
  it('takes 500, refuses 0.5 and what is below its smallest gift, and totals in yen', async () => {
    const donationCase = await openCase({ currency: 'JPY' });
    const half = await donate({ donationCaseId: donationCase._id, amount: 0.5 });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toBe('Amounts in JPY are whole numbers, with no decimals');
    const small = await donate({ donationCaseId: donationCase._id, amount: 50 });
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toBe('Please enter a valid donation amount');
    const huge = await donate({ donationCaseId: donationCase._id, amount: 200_000_000 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('A single donation can be at most ¥100,000,000');

    const pledged = await donate({
      donationCaseId: donationCase._id,
      amount: 500,
      donorEmail: 'kenji@example.org',
    });
    expect(pledged.statusCode, pledged.body).toBe(201);
    expect(pledged.json()).toMatchObject({ amount: 500, currency: 'JPY' });
    expect(pledged.json().transaction).toMatchObject({ amount: 500, currency: 'JPY' });
    expect(await storedMinorUnits(pledged.json()._id)).toBe(500);
    expect(await getCase(donationCase._id)).toMatchObject({ currency: 'JPY', pledgedAmount: 500 });

    const received = await receivePledge(testApp.app, actors.admin, pledged.json()._id);
    expect(received).toMatchObject({ amount: 500, currency: 'JPY', status: 'completed' });
    expect(await getCase(donationCase._id)).toMatchObject({
      raisedAmount: 500,
      heldAmount: 500,
      pledgedAmount: 0,
    });

    const mails = await readOutbox(testApp);
    const receipt = mails.find(
      (mail) => mail.to === 'kenji@example.org' && mail.subject.includes('has been received'),
    );
    expect(receipt?.text).toContain('Amount received: ¥500 (JPY)');
  });

  it('keeps its ledger, chart, transactions and CSV files in yen', async () => {
    const donationCase = await openCase({ currency: 'JPY' });
    await giveAndReceive(donationCase._id, 1200);
    const halfYen = await as(actors.admin, {
      method: 'POST',
      url: `/api/donation/case/${donationCase._id}/disbursements`,
      payload: disbursement(0.5, await evidenceUrl()),
    });
    expect(halfYen.statusCode).toBe(400);
    expect(halfYen.json().message).toBe('Amounts in JPY are whole numbers, with no decimals');
    const paid = await as(actors.admin, {
      method: 'POST',
      url: `/api/donation/case/${donationCase._id}/disbursements`,
      payload: disbursement(700, await evidenceUrl()),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().amount).toBe(700);

    const ledger = (
      await inject({ method: 'GET', url: `/api/donation/case/${donationCase._id}/ledger` })
    ).json();
    expect(ledger.currency).toBe('JPY');
    expect(ledger.totals).toEqual({
      currency: 'JPY',
      received: 1200,
      fees: 0,
      disbursed: 700,
      held: 500,
    });
    expect(ledger.entries.map((entry: { amount: number }) => entry.amount).sort()).toEqual([
      1200, 700,
    ]);
    const series = (
      await inject({ method: 'GET', url: `/api/donation/case/${donationCase._id}/ledger/series` })
    ).json();
    expect(series.currency).toBe('JPY');
    expect(series.points.at(-1)).toMatchObject({ received: 1200, paidOut: 700 });

    const list = await as(actors.admin, {
      method: 'GET',
      url: `/api/donation/transactions/${donationCase._id}`,
    });
    expect(list.json()).toEqual([expect.objectContaining({ amount: 1200, currency: 'JPY' })]);

    const csv = await transactionsCsv(donationCase._id);
    expect(csv).toContain('Amount (JPY)');
    expect(csv).toContain(',1200,');
    expect(csv).not.toContain('USD');
    const ledgerCsv = (
      await inject({ method: 'GET', url: `/api/donation/case/${donationCase._id}/ledger.csv` })
    ).body;
    expect(ledgerCsv).toContain('Amount (JPY)');
    expect(ledgerCsv).toContain(',700,');
  });
});

describe('a case in Kuwaiti dinars', () => {
  it('keeps 1.234 exact, as 1234 fils, through the gift, its receipt and its CSV', async () => {
    const donationCase = await openCase({ currency: 'KWD', amountOptions: [1.5, 2.125] });
    expect(donationCase.amountOptions).toEqual([1.5, 2.125]);
    const pledged = await donate({ donationCaseId: donationCase._id, amount: 1.234 });
    expect(pledged.statusCode, pledged.body).toBe(201);
    expect(pledged.json()).toMatchObject({ amount: 1.234, currency: 'KWD' });
    expect(await storedMinorUnits(pledged.json()._id)).toBe(1234);
    await receivePledge(testApp.app, actors.admin, pledged.json()._id, { amount: '1.234' });
    expect((await getCase(donationCase._id)).raisedAmount).toBe(1.234);

    const tooPrecise = await donate({ donationCaseId: donationCase._id, amount: 1.2345 });
    expect(tooPrecise.statusCode).toBe(400);
    const csv = await transactionsCsv(donationCase._id);
    expect(csv).toContain('Amount (KWD)');
    expect(csv).toContain(',1.234,');
  });

  it('refuses three decimals in a two-decimal currency, naming them', async () => {
    const donationCase = await openCase({ currency: 'EUR' });
    const refused = await donate({ donationCaseId: donationCase._id, amount: 1.234 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Amounts in EUR can have at most 2 decimals');
  });
});

describe("a donor's records across currencies", () => {
  it('show each gift in its currency and total each currency apart, never together', async () => {
    const donor = await createActor(testApp.app, 'user', `multi${Date.now()}`);
    const dollars = await openCase({ title: 'Dollar case' });
    const euros = await openCase({ title: 'Euro case', currency: 'EUR' });
    const give = async (caseId: string, amount: number) => {
      const pledged = await donate({ donationCaseId: caseId, amount }, donor.headers);
      expect(pledged.statusCode, pledged.body).toBe(201);
      await receivePledge(testApp.app, actors.admin, pledged.json()._id);
    };
    await give(dollars._id, 10);
    await give(euros._id, 20);
    await give(euros._id, 5.5);

    const mine = (await as(donor, { method: 'GET', url: '/api/donation/mine' })).json();
    expect(
      mine.gifts
        .map((gift: { amount: number; currency: string }) => `${gift.amount} ${gift.currency}`)
        .sort(),
    ).toEqual(['10 USD', '20 EUR', '5.5 EUR']);

    const statement = await as(donor, { method: 'GET', url: `/api/donation/statements/${YEAR}` });
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.body).toContain('Total (EUR)');
    expect(statement.body).toContain('€25.50 EUR');
    expect(statement.body).toContain('Total (USD)');
    expect(statement.body).toContain('$10.00 USD');
    // 35.5 of nothing in particular is never written.
    expect(statement.body).not.toContain('35.5');
  });

  it('keep a single-currency statement as it was', async () => {
    const donor = await createActor(testApp.app, 'user', `single${Date.now()}`);
    const dollars = await openCase();
    const pledged = await donate({ donationCaseId: dollars._id, amount: 12.5 }, donor.headers);
    await receivePledge(testApp.app, actors.admin, pledged.json()._id);
    const statement = await as(donor, { method: 'GET', url: `/api/donation/statements/${YEAR}` });
    expect(statement.body).toContain('Amount (USD)');
    expect(statement.body).toMatch(/>Total<\/th><td class="amount">\$12\.50</);
  });
});

function disbursement(amount: number, evidence: string) {
  return {
    amount,
    occurredAt: new Date().toISOString(),
    method: 'bank_transfer',
    payee: 'The school',
    purpose: 'Fees',
    evidence: [evidence],
  };
}
