import { beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_MESSAGES } from '#contracts/ledger.constants.ts';
import { FakeStripe, signedWebhookRequest, stripeEnvironment } from '../../test/fake-stripe.ts';
import { ledgerActions } from '../../test/ledger.ts';
import { testFileApp } from '../../test/test-file-app.ts';
import { runDueReconciliation } from './ledger-reconciler.ts';

const WEBHOOK_SECRET = 'whsec_test_reconciliation';
const METRICS_TOKEN = 'metrics-token-for-the-reconciliation-0123456789';
const HOUR_MS = 60 * 60 * 1000;

const stripe = new FakeStripe();
const fileApp = testFileApp(async () => {
  await stripe.start();
  return {
    environment: {
      ...stripeEnvironment(stripe, WEBHOOK_SECRET),
      LEDGER_RECONCILE_INTERVAL_MS: String(HOUR_MS),
      METRICS_TOKEN,
    },
  };
});
const { testApp, actors, created } = fileApp;
const { disburse } = ledgerActions(fileApp, 'Paid out');
let caseId: string;
/** Each run is an hour after the last, so it is always due. */
let runAt = Date.now() + 2 * HOUR_MS;

beforeAll(async () => {
  const roof = { title: 'School roof', description: 'Tiles before the rains' };
  caseId = (await created(actors.admin, '/api/donation/case', roof))._id;
  return () => stripe.stop();
});

/** A gift paid on the fake Checkout and confirmed by Stripe's webhook: its payment intent. */
async function paidGift(amount: number, { sendIntent = true, toCase = caseId } = {}) {
  const started = await testApp.app.inject({
    method: 'POST',
    url: '/api/donation/transaction',
    payload: { donationCaseId: toCase, amount },
  });
  expect(started.statusCode).toBe(201);
  const session = stripe.sessions.at(-1)!;
  const intent = stripe.pay(session);
  const payload = JSON.stringify({
    id: `evt_${intent}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        object: 'checkout.session',
        id: session.id,
        payment_status: 'paid',
        ...(sendIntent && { payment_intent: intent }),
      },
    },
  });
  const delivered = await testApp.app.inject(signedWebhookRequest(payload, WEBHOOK_SECRET));
  expect(delivered.statusCode).toBe(200);
  return intent;
}

function stripeProvider() {
  const { payments } = testApp.app.services;
  if (payments.name !== 'stripe') throw new Error('The test app should take payments by Stripe');
  return payments;
}

/** The app's services with the clock at `runAt`. */
const servicesAtRunTime = () => ({
  ...testApp.app.services,
  clock: { now: () => new Date(runAt) },
});

/** Runs the scheduled reconciliation as if an hour had passed since the last run. */
async function reconcile() {
  runAt += HOUR_MS;
  return runDueReconciliation(servicesAtRunTime(), stripeProvider());
}

const warnings = async (headers: Record<string, string> = actors.admin.headers, query = '') =>
  testApp.app.inject({ method: 'GET', url: `/api/donation/reconciliation${query}`, headers });

async function unreconciledMetric() {
  const scrape = await testApp.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return Number(/^hearth_ledger_unreconciled_items (\d+)$/m.exec(scrape.body)?.[1]);
}

describe('reconciling the ledger with Stripe', () => {
  it('finds nothing when every gift and fee agrees with Stripe', async () => {
    await paidGift(40);
    await paidGift(15);
    expect(await reconcile()).toBe(0);
    const answer = (await warnings()).json();
    expect(answer.items).toEqual([]);
    expect(answer.totalItems).toBe(0);
    expect(new Date(answer.checkedAt).getTime()).toBe(runAt);
    expect(await unreconciledMetric()).toBe(0);
  });

  it('reports a fee Stripe changed, and a payment no gift records, on the dashboard and in the metric', async () => {
    const intent = await paidGift(40);
    stripe.payments.get(intent)!.fee += 7;
    const stray = stripe.recordPayment(5_000, new Date(Date.now() - HOUR_MS));

    expect(await reconcile()).toBe(2);
    const answer = (await warnings()).json();
    expect(answer.totalItems).toBe(2);
    const byKind = Object.fromEntries(
      answer.items.map((item: { kind: string }) => [item.kind, item]),
    );
    expect(byKind.fee_differs).toMatchObject({
      message: "The gift's fee differs from Stripe's",
      caseId,
      caseTitle: 'School roof',
      paymentId: intent,
      ledgerAmount: 1.46,
      stripeAmount: 1.53,
    });
    expect(byKind.missing_in_ledger).toMatchObject({
      message: 'Stripe holds a payment that no gift records',
      donationId: null,
      paymentId: stray,
      ledgerAmount: null,
      stripeAmount: 50,
    });
    expect(await unreconciledMetric()).toBe(2);

    // A second run finding the same keeps one warning of each, not two, with today's figures.
    stripe.payments.get(intent)!.fee += 1;
    expect(await reconcile()).toBe(2);
    const again = (await warnings()).json();
    expect(again.totalItems).toBe(2);
    expect(
      again.items.find((item: { kind: string }) => item.kind === 'fee_differs').stripeAmount,
    ).toBe(1.54);
    stripe.payments.get(intent)!.fee -= 1;

    // Once Stripe and the ledger agree again, the warnings are resolved.
    stripe.payments.get(intent)!.fee -= 7;
    stripe.payments.delete(stray);
    expect(await reconcile()).toBe(0);
    expect((await warnings()).json().items).toEqual([]);
    expect(await unreconciledMetric()).toBe(0);
  });

  it('reports a gift whose amount differs, and one Stripe has no payment for', async () => {
    const changed = await paidGift(20);
    stripe.payments.get(changed)!.amount = 2_100;
    const lost = await paidGift(30);
    stripe.payments.delete(lost);

    expect(await reconcile()).toBe(2);
    const items = (await warnings()).json().items as { kind: string; paymentId: string }[];
    expect(items.map(({ kind, paymentId }) => [kind, paymentId]).sort()).toEqual(
      [
        ['amount_differs', changed],
        ['missing_in_stripe', lost],
      ].sort(),
    );
    stripe.payments.get(changed)!.amount = 2_000;
    stripe.payments.set(lost, { amount: 3_000, fee: 117, created: new Date(), currency: 'usd' });
    expect(await reconcile()).toBe(0);
  });

  it("finds an older gift's payment through its Checkout session, and enters the fee it lacked", async () => {
    const intent = await paidGift(10, { sendIntent: false });
    const before = (
      await testApp.app.inject({ method: 'GET', url: `/api/donation/case/${caseId}` })
    ).json();
    // The webhook named no payment, so the gift has no fee yet: Stripe's balance gives it.
    await reconcile();
    const items = (await warnings()).json().items as { paymentId: string }[];
    expect(items.filter((item) => item.paymentId === intent)).toEqual([]);
    const after = (
      await testApp.app.inject({ method: 'GET', url: `/api/donation/case/${caseId}` })
    ).json();
    // 2.9 % of $10.00 and 30 cents: $0.59, entered once however often it runs.
    expect(after.feesAmount).toBeCloseTo(before.feesAmount + 0.59, 2);
    await reconcile();
    const again = (
      await testApp.app.inject({ method: 'GET', url: `/api/donation/case/${caseId}` })
    ).json();
    expect(again.feesAmount).toBeCloseTo(after.feesAmount, 2);
  });

  it('keeps a gift whose fee is not yet known from being paid out, until its fee is entered', async () => {
    const well = { title: 'Village well', description: 'A pump and its pipes' };
    const wellId = (await created(actors.admin, '/api/donation/case', well))._id;
    await paidGift(10, { sendIntent: false, toCase: wellId });

    for (const amount of [10, 5]) {
      const early = await disburse(wellId, { amount });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(LEDGER_MESSAGES.awaitingFees);
    }
    const tooMuch = await disburse(wellId, { amount: 11 });
    expect(tooMuch.json().message).toBe(LEDGER_MESSAGES.overdrawn);

    await reconcile();
    const everything = await disburse(wellId, { amount: 9.41 });
    expect(everything.statusCode, everything.body).toBe(201);
    const paidOut = (
      await testApp.app.inject({ method: 'GET', url: `/api/donation/case/${wellId}` })
    ).json();
    expect(paidOut).toMatchObject({ raisedAmount: 10, feesAmount: 0.59, heldAmount: 0 });
  });

  it('runs once across processes: of runs asked for at the same moment, one goes ahead', async () => {
    runAt += HOUR_MS;
    const services = servicesAtRunTime();
    const provider = stripeProvider();
    const runs = await Promise.all(
      Array.from({ length: 5 }, () => runDueReconciliation(services, provider)),
    );
    expect(runs.filter((run) => run !== null)).toHaveLength(1);
    // Not due again until the interval has passed.
    expect(await runDueReconciliation(services, provider)).toBeNull();
  });
});

describe('the reconciliation warnings list', () => {
  it('is for admins: 401 for a visitor, 403 for a user and a publisher', async () => {
    expect((await warnings(actors.visitor.headers)).statusCode).toBe(401);
    expect((await warnings(actors.user.headers)).statusCode).toBe(403);
    expect((await warnings(actors.publisher.headers)).statusCode).toBe(403);
    expect((await warnings(actors.admin.headers)).statusCode).toBe(200);
  });

  it('is paged, and refuses a bad page with a 400', async () => {
    const page = (await warnings(actors.admin.headers, '?limit=1')).json();
    expect(page.items.length).toBeLessThanOrEqual(1);
    const bad = await warnings(actors.admin.headers, '?limit=none');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('limit must be a number');
  });
});
