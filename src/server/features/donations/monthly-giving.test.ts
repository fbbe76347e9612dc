import { beforeAll, describe, expect, it } from 'vitest';
import type { AdjustableClock } from '../../platform/clock.ts';
import { createActor } from '../../test/actors.ts';
import {
  FakeStripe,
  listenForStripe,
  type FakeSubscription,
  signedWebhookRequest,
  stripeEnvironment,
} from '../../test/fake-stripe.ts';
import { latestLink, readOutbox, type OutboxMail } from '../../test/outbox.ts';
import { sourceRenderer } from '../../test/source-renderer.ts';
import { createTestApp } from '../../test/test-app.ts';
import { testFileApp } from '../../test/test-file-app.ts';
import { endMonthlyGifts, noticeMonthlyGiftsEnding } from './end-monthly-gifts.ts';
import { monthlyGiftLinks } from './monthly-gift-links.ts';
import { reconcileStripeLedger } from './reconcile-stripe-ledger.ts';

const WEBHOOK_SECRET = 'whsec_test_monthly';
const DAY = 24 * 60 * 60 * 1000;

const stripe = new FakeStripe();
const { testApp, actors, inject, as, created } = testFileApp(async () => {
  await stripe.start();
  return {
    environment: {
      ...stripeEnvironment(stripe, WEBHOOK_SECRET),
      // The tests run the rounds themselves, at the moments they choose.
      MONTHLY_GIFTS_INTERVAL_MS: String(DAY),
      PUBLIC_URL: 'https://hearth.example.org',
    },
    build: { webRenderer: await sourceRenderer() },
  };
});

beforeAll(async () => {
  await listenForStripe(testApp.app, stripe, WEBHOOK_SECRET);
  return () => stripe.stop();
});

const links = () => monthlyGiftLinks(testApp.config.jwtSecret!, testApp.config.publicUrl);

async function openCase(fields: Record<string, unknown> = {}) {
  const donationCase = await created(actors.admin, '/api/donation/case', {
    title: 'Night school lamps',
    description: 'Light for the evening classes',
    ...fields,
  });
  return donationCase._id as string;
}

const getCase = async (caseId: string) =>
  (await inject({ method: 'GET', url: `/api/donation/case/${caseId}` })).json();

/** Starts a monthly gift as `actor` and answers the donation's answer and its Checkout session. */
async function startMonthly(
  caseId: string,
  {
    amount = 20,
    donorEmail,
    actor = actors.visitor,
  }: { amount?: number; donorEmail?: string; actor?: { headers: object } } = {},
) {
  const response = await as(actor, {
    method: 'POST',
    url: '/api/donation/transaction',
    payload: { donationCaseId: caseId, amount, donorEmail, frequency: 'monthly' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const session = stripe.sessions.at(-1)!;
  return { answer: response.json(), session };
}

/** A monthly gift paid on Checkout: the subscription, its checkout event and first invoice. */
async function monthlyGift(caseId: string, options: Parameters<typeof startMonthly>[1] = {}) {
  const { answer, session } = await startMonthly(caseId, options);
  const subscription = stripe.subscribe(session);
  await stripe.completeSubscriptionCheckout(session);
  await stripe.payInvoice(subscription.id);
  return { giftId: answer._id as string, subscription, session };
}

/** A signed event sent to the webhook as Stripe would, for replays of a given object. */
function webhook(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({ id: 'evt_replayed', object: 'event', type, data: { object } });
  return inject(signedWebhookRequest(payload, WEBHOOK_SECRET));
}

const invoiceObject = (subscription: FakeSubscription, id: string, amount: number) => ({
  id,
  object: 'invoice',
  customer: subscription.customer,
  customer_email: null,
  amount_due: amount,
  amount_paid: amount,
  parent: {
    type: 'subscription_details',
    subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
  },
});

const mailsTo = async (address: string): Promise<OutboxMail[]> =>
  (await readOutbox(testApp)).filter((mail) => mail.to.includes(address));

const manageToken = (mail: OutboxMail) => {
  const link = mail.links.find((url) => url.includes('/monthly-gift/'));
  if (!link) throw new Error(`No manage link in "${mail.subject}"`);
  return decodeURIComponent(link.split('/monthly-gift/')[1]!);
};

describe('starting a monthly gift', () => {
  it('opens Stripe Checkout in subscription mode, a month apart, with the case in metadata', async () => {
    const caseId = await openCase();
    const { answer, session } = await startMonthly(caseId, { amount: 12.5 });
    expect(answer).toMatchObject({ status: 'pending', amount: 12.5, donationCaseId: caseId });
    expect(answer.checkoutUrl).toContain(session.id);
    expect(session.form.get('mode')).toBe('subscription');
    expect(session.form.get('line_items[0][price_data][unit_amount]')).toBe('1250');
    expect(session.form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(session.form.get('metadata[caseId]')).toBe(caseId);
    expect(session.form.get('subscription_data[metadata][monthlyGiftId]')).toBe(answer._id);
    // Nothing counts before Stripe confirms it.
    expect(await getCase(caseId)).toMatchObject({ monthlySupporters: 0, raisedAmount: 0 });
  });

  it('is open to visitors, users, publishers and admins alike', async () => {
    const caseId = await openCase();
    for (const actor of [actors.visitor, actors.user, actors.publisher, actors.admin]) {
      await startMonthly(caseId, { actor });
    }
  });

  it('refuses a frequency other than once or monthly', async () => {
    const caseId = await openCase();
    const response = await inject({
      method: 'POST',
      url: '/api/donation/transaction',
      payload: { donationCaseId: caseId, amount: 5, frequency: 'weekly' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('frequency must be once or monthly');
  });

  it('is refused for a closed case', async () => {
    const caseId = await openCase();
    await as(actors.admin, {
      method: 'PUT',
      url: `/api/donation/case/${caseId}`,
      payload: { active: false },
    });
    const response = await inject({
      method: 'POST',
      url: '/api/donation/transaction',
      payload: { donationCaseId: caseId, amount: 5, frequency: 'monthly' },
    });
    expect(response.statusCode).toBe(409);
  });

  it('the success page learns when Stripe has started it', async () => {
    const caseId = await openCase();
    const { session } = await startMonthly(caseId, { amount: 9 });
    const status = async () =>
      (await inject({ method: 'GET', url: `/api/donation/checkout/${session.id}` })).json();
    expect(await status()).toMatchObject({ status: 'pending', amount: 9 });
    const subscription = stripe.subscribe(session);
    await stripe.completeSubscriptionCheckout(session);
    await stripe.payInvoice(subscription.id);
    expect(await status()).toMatchObject({
      status: 'completed',
      amount: 9,
      donationCaseId: caseId,
    });
  });
});

describe('each paid invoice', () => {
  it('is a completed gift with its own receipt number, receipt, ledger line and fee', async () => {
    const caseId = await openCase();
    const { subscription } = await monthlyGift(caseId, {
      amount: 20,
      donorEmail: 'monthly.ada@example.org',
    });
    expect(await getCase(caseId)).toMatchObject({
      raisedAmount: 20,
      monthlySupporters: 1,
      monthlyIncome: 20,
      feesAmount: 0.88,
    });
    await stripe.payInvoice(subscription.id);
    expect(await getCase(caseId)).toMatchObject({ raisedAmount: 40, feesAmount: 1.76 });

    const receipts = await mailsTo('monthly.ada@example.org');
    expect(receipts).toHaveLength(2);
    const numbers = receipts.map((mail) => /Receipt number: (\d+)/.exec(mail.text)?.[1]);
    expect(numbers[0]).toBeDefined();
    expect(numbers[1]).toBeDefined();
    expect(numbers[0]).not.toBe(numbers[1]);
    for (const receipt of receipts) {
      expect(receipt.text).toContain('monthly gift');
      expect(manageToken(receipt)).toMatch(/^[0-9a-f-]{36}\./);
    }

    const ledger = (
      await inject({ method: 'GET', url: `/api/donation/case/${caseId}/ledger` })
    ).json();
    const types = ledger.entries.map((entry: { type: string }) => entry.type).sort();
    expect(types).toEqual(['fee', 'fee', 'gift', 'gift']);
  });

  it("agrees with Stripe's balance: the reconciliation finds its payment, amount and fee", async () => {
    const caseId = await openCase({ title: 'Reconciled monthly' });
    const { subscription } = await monthlyGift(caseId, { amount: 12 });
    await stripe.payInvoice(subscription.id);
    const { payments } = testApp.app.services;
    if (payments.name !== 'stripe') throw new Error('The test app should take payments by Stripe');
    await reconcileStripeLedger(testApp.app.services, payments, new Date());
    const warnings = await as(actors.admin, {
      method: 'GET',
      url: '/api/donation/reconciliation?limit=100',
    });
    const about = warnings
      .json()
      .items.filter((item: { caseId: string | null }) => item.caseId === caseId);
    expect(about).toEqual([]);
  });

  it('counts once when Stripe replays the webhook', async () => {
    const caseId = await openCase();
    const { subscription } = await monthlyGift(caseId, { amount: 15 });
    const invoice = invoiceObject(subscription, 'in_replayed_once', 1500);
    expect((await webhook('invoice.paid', invoice)).statusCode).toBe(200);
    expect((await webhook('invoice.paid', invoice)).statusCode).toBe(200);
    expect((await getCase(caseId)).raisedAmount).toBe(30);
  });

  it('is recorded even when it arrives before the checkout event (by the gift in metadata)', async () => {
    const caseId = await openCase();
    const { session } = await startMonthly(caseId, { amount: 11 });
    const subscription = stripe.subscribe(session);
    await stripe.payInvoice(subscription.id);
    expect(await getCase(caseId)).toMatchObject({ raisedAmount: 11, monthlySupporters: 1 });
    await stripe.completeSubscriptionCheckout(session);
    expect(await getCase(caseId)).toMatchObject({ raisedAmount: 11, monthlySupporters: 1 });
  });

  it('is refused without a valid signature', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/donation/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      payload: JSON.stringify({ type: 'invoice.paid', data: { object: {} } }),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('a failed payment', () => {
  it('mails the donor, once per invoice, the link where they update their card', async () => {
    const caseId = await openCase();
    const { subscription } = await monthlyGift(caseId, { donorEmail: 'monthly.fails@example.org' });
    await stripe.failInvoice(subscription.id);
    const failedInvoice = subscription.invoices.at(-1)!;
    await webhook('invoice.payment_failed', {
      ...invoiceObject(subscription, failedInvoice, subscription.amount),
      amount_paid: 0,
    });
    const failures = (await mailsTo('monthly.fails@example.org')).filter((mail) =>
      mail.subject.includes('could not be paid'),
    );
    expect(failures).toHaveLength(1);
    expect(failures[0]!.text).toContain('update your card');
    const token = manageToken(failures[0]!);
    const portal = await inject({
      method: 'POST',
      url: `/api/donation/monthly/${encodeURIComponent(token)}/portal`,
    });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(stripe.portalSessions.at(-1)).toEqual({
      customer: subscription.customer,
      returnUrl: `https://hearth.example.org/monthly-gift/${encodeURIComponent(token)}`,
    });
    // Nothing was received.
    expect((await getCase(caseId)).raisedAmount).toBe(20);
  });
});

describe('the manage link of a receipt', () => {
  const url = (token: string, action = '') =>
    `/api/donation/monthly/${encodeURIComponent(token)}${action}`;

  it('lets whoever holds it, whatever their role, see and change the gift, never its donor', async () => {
    const caseId = await openCase();
    const { giftId } = await monthlyGift(caseId, {
      amount: 8,
      donorEmail: 'monthly.shown@example.org',
    });
    const token = links().token(giftId);
    for (const actor of [actors.visitor, actors.user, actors.publisher, actors.admin]) {
      const response = await as(actor, { method: 'GET', url: url(token) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ _id: giftId, amount: 8, status: 'active' });
      expect(response.body).not.toContain('monthly.shown@example.org');
      expect(response.headers['cache-control']).toMatch(/^(private, )?no-store$/);
      // Holding the link is the permission: the role neither adds nor takes anything away.
      for (const action of ['/pause', '/resume']) {
        const changed = await as(actor, { method: 'POST', url: url(token, action) });
        expect(changed.statusCode, `${action} as ${JSON.stringify(actor.headers)}`).toBe(200);
      }
      const portal = await as(actor, { method: 'POST', url: url(token, '/portal') });
      expect(portal.statusCode).toBe(200);
    }
    const amount = await as(actors.user, {
      method: 'PUT',
      url: url(token),
      payload: { amount: 9 },
    });
    expect(amount.json().amount).toBe(9);
  });

  it('is refused, for every role, when forged or tampered with', async () => {
    const caseId = await openCase();
    const { giftId } = await monthlyGift(caseId);
    const forged = `${giftId}.${'A'.repeat(43)}`;
    const otherSigned = links().token(crypto.randomUUID());
    const requests = [
      { method: 'GET' as const, action: '' },
      { method: 'PUT' as const, action: '', payload: { amount: 30 } },
      { method: 'POST' as const, action: '/pause' },
      { method: 'POST' as const, action: '/resume' },
      { method: 'POST' as const, action: '/cancel' },
      { method: 'POST' as const, action: '/portal' },
    ];
    for (const actor of [actors.visitor, actors.user, actors.publisher, actors.admin]) {
      for (const { method, action, payload } of requests) {
        for (const token of [forged, otherSigned, 'not-a-token-at-all']) {
          const response = await as(actor, { method, url: url(token, action), payload });
          expect(response.statusCode, `${method} ${action}`).toBe(404);
        }
      }
    }
    expect((await getCase(caseId)).monthlySupporters).toBe(1);
  });

  it('changes the amount, pauses, resumes and cancels at Stripe, and the case follows', async () => {
    const caseId = await openCase({ monthlyTarget: 100 });
    const { giftId, subscription } = await monthlyGift(caseId, { amount: 10 });
    const token = links().token(giftId);

    const changed = await inject({ method: 'PUT', url: url(token), payload: { amount: '25.50' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ amount: 25.5, status: 'active' });
    expect(subscription.amount).toBe(2550);
    expect(await getCase(caseId)).toMatchObject({
      monthlyTarget: 100,
      monthlySupporters: 1,
      monthlyIncome: 25.5,
    });
    // The next invoice charges the new amount.
    await stripe.payInvoice(subscription.id);
    expect((await getCase(caseId)).raisedAmount).toBe(35.5);

    const paused = await inject({ method: 'POST', url: url(token, '/pause') });
    expect(paused.json().status).toBe('paused');
    expect(subscription.paused).toBe(true);
    expect(await getCase(caseId)).toMatchObject({ monthlySupporters: 0, monthlyIncome: 0 });

    const resumed = await inject({ method: 'POST', url: url(token, '/resume') });
    expect(resumed.json().status).toBe('active');
    expect(subscription.paused).toBe(false);

    const cancelled = await inject({ method: 'POST', url: url(token, '/cancel') });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', endsReason: 'donor' });
    expect(subscription.cancelled).toBe(true);
    expect(await getCase(caseId)).toMatchObject({ monthlySupporters: 0, raisedAmount: 35.5 });

    // A stopped gift changes no more; cancelling again answers as it is.
    const late = await inject({ method: 'PUT', url: url(token), payload: { amount: 5 } });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This monthly gift has stopped; it can no longer be changed');
    expect((await inject({ method: 'POST', url: url(token, '/cancel') })).statusCode).toBe(200);
  });

  it('refuses an amount that is not at least one dollar in cents', async () => {
    const caseId = await openCase();
    const { giftId } = await monthlyGift(caseId);
    const token = links().token(giftId);
    for (const amount of [0, 0.5, '1.005', 'abc', -3, 2_000_000]) {
      const response = await inject({ method: 'PUT', url: url(token), payload: { amount } });
      expect(response.statusCode, String(amount)).toBe(400);
    }
  });

  it('has nothing to change before the first payment', async () => {
    const caseId = await openCase();
    const { answer } = await startMonthly(caseId);
    const token = links().token(answer._id);
    const response = await inject({ method: 'POST', url: url(token, '/pause') });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This monthly gift has not started yet');
  });

  it("follows changes made on Stripe's customer portal", async () => {
    const caseId = await openCase();
    const { subscription } = await monthlyGift(caseId, { amount: 10 });
    subscription.amount = 4000;
    await stripe.send('customer.subscription.updated', {
      id: subscription.id,
      object: 'subscription',
      pause_collection: null,
      items: { data: [{ quantity: 1, price: { unit_amount: 4000 } }] },
    });
    expect(await getCase(caseId)).toMatchObject({ monthlyIncome: 40 });
    await stripe.send('customer.subscription.deleted', {
      id: subscription.id,
      object: 'subscription',
      items: { data: [] },
    });
    expect(await getCase(caseId)).toMatchObject({ monthlySupporters: 0, monthlyIncome: 0 });
  });
});

describe('monthly gifts stop when their case ends', () => {
  it('when an admin closes the case: cancelled at Stripe', async () => {
    const caseId = await openCase();
    const { giftId, subscription } = await monthlyGift(caseId);
    const closed = await as(actors.admin, {
      method: 'PUT',
      url: `/api/donation/case/${caseId}`,
      payload: { active: false },
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ monthlySupporters: 0 });
    expect(subscription.cancelled).toBe(true);
    const gift = await inject({
      method: 'GET',
      url: `/api/donation/monthly/${links().token(giftId)}`,
    });
    expect(gift.json()).toMatchObject({ status: 'ended', endsReason: 'case-closed' });
  });

  it('a cancel Stripe never heard is sent again when a stopped gift is charged, and the money counts', async () => {
    const caseId = await openCase();
    const { subscription } = await monthlyGift(caseId, { amount: 9 });
    await as(actors.admin, {
      method: 'PUT',
      url: `/api/donation/case/${caseId}`,
      payload: { active: false },
    });
    // The cancel was lost on its way: Stripe charges the next month all the same.
    subscription.cancelled = false;
    await stripe.payInvoice(subscription.id);
    const closedCase = await as(actors.admin, {
      method: 'GET',
      url: `/api/donation/case/${caseId}`,
    });
    expect(closedCase.json()).toMatchObject({ raisedAmount: 18, monthlySupporters: 0 });
    expect(subscription.cancelled).toBe(true);
  });

  it('when an admin deletes (archives) a case with gifts', async () => {
    const caseId = await openCase();
    const { subscription } = await monthlyGift(caseId);
    const removed = await as(actors.admin, {
      method: 'DELETE',
      url: `/api/donation/case/${caseId}`,
    });
    expect(removed.json().archived).toBe(true);
    expect(subscription.cancelled).toBe(true);
  });

  it('at endsAt, told a week before, each exactly once across concurrent rounds', async () => {
    const clock = testApp.app.services.clock as AdjustableClock;
    const endsAt = new Date(clock.now().getTime() + 10 * DAY);
    const caseId = await openCase({ endsAt: endsAt.toISOString() });
    const { giftId, subscription } = await monthlyGift(caseId, {
      donorEmail: 'monthly.ending@example.org',
    });
    const services = testApp.app.services;
    const endingMails = async () =>
      (await mailsTo('monthly.ending@example.org')).filter((mail) =>
        mail.subject.includes('ends on'),
      );

    // Ten days before: nothing yet.
    await noticeMonthlyGiftsEnding(services, clock.now());
    expect(await endingMails()).toHaveLength(0);

    clock.advance(4 * DAY);
    const told = await Promise.all([
      noticeMonthlyGiftsEnding(services, clock.now()),
      noticeMonthlyGiftsEnding(services, clock.now()),
      noticeMonthlyGiftsEnding(services, clock.now()),
    ]);
    expect(told.reduce((sum, count) => sum + count, 0)).toBe(1);
    const mails = await endingMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('stops then');
    expect(subscription.cancelled).toBe(false);

    clock.advance(7 * DAY);
    const ended = await Promise.all([
      endMonthlyGifts(services, clock.now()),
      endMonthlyGifts(services, clock.now()),
    ]);
    expect(ended.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(subscription.cancelled).toBe(true);
    const gift = await inject({
      method: 'GET',
      url: `/api/donation/monthly/${links().token(giftId)}`,
    });
    expect(gift.json()).toMatchObject({ status: 'ended', endsReason: 'case-ended' });
    expect(await getCase(caseId)).toMatchObject({ monthlySupporters: 0 });
    expect(await endingMails()).toHaveLength(1);
  });
});

describe('the case page', () => {
  it('is drawn on the server with its monthly supporters and income against the target', async () => {
    const caseId = await openCase({ monthlyTarget: 50 });
    await monthlyGift(caseId, { amount: 10 });
    await monthlyGift(caseId, { amount: 5 });
    const page = await inject({ method: 'GET', url: `/donate/${caseId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('2 monthly supporters: $15.00 a month of a $50.00 monthly target');
  });
});

describe('the monthly target', () => {
  it('is set on create and update (admins), in dollars, or null', async () => {
    const caseId = await openCase({ monthlyTarget: 250 });
    expect((await getCase(caseId)).monthlyTarget).toBe(250);
    const updated = await as(actors.admin, {
      method: 'PUT',
      url: `/api/donation/case/${caseId}`,
      payload: { monthlyTarget: null },
    });
    expect(updated.json().monthlyTarget).toBeNull();
    const invalid = await as(actors.admin, {
      method: 'PUT',
      url: `/api/donation/case/${caseId}`,
      payload: { monthlyTarget: -1 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('The monthly target must be a number of at least 0');
  });

  it('is set by admins only', async () => {
    const caseId = await openCase();
    const expected = { visitor: 401, user: 403, publisher: 403 } as const;
    for (const role of ['visitor', 'user', 'publisher'] as const) {
      const response = await as(actors[role], {
        method: 'PUT',
        url: `/api/donation/case/${caseId}`,
        payload: { monthlyTarget: 10 },
      });
      expect(response.statusCode, role).toBe(expected[role]);
    }
    expect((await getCase(caseId)).monthlyTarget).toBeNull();
  });
});

describe("a donor's monthly gifts in their own record (My giving)", () => {
  it('lists a signed-in donor’s and an address’s started gifts, with case and manage link', async () => {
    const caseId = await openCase({ title: 'Well repairs' });
    await monthlyGift(caseId, { actor: actors.user, amount: 6 });
    await monthlyGift(caseId, { amount: 7, donorEmail: 'Monthly.Listed@example.org' });
    // Never paid at Stripe: not listed.
    await startMonthly(caseId, { actor: actors.user, amount: 99 });

    const mine = await as(actors.user, { method: 'GET', url: '/api/donation/mine' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().totalMonthly).toBe(1);
    expect(mine.json().monthly).toEqual([
      expect.objectContaining({ caseTitle: 'Well repairs', amount: 6, status: 'active' }),
    ]);
    expect(mine.json().monthly[0].manageUrl).toMatch(
      /^https:\/\/hearth\.example\.org\/monthly-gift\//,
    );
    // The publisher gave none.
    const theirs = await as(actors.publisher, { method: 'GET', url: '/api/donation/mine' });
    expect(theirs.json()).toMatchObject({ monthly: [], totalMonthly: 0 });

    // The address's record, opened by the link it is mailed, in any capitals.
    const asked = await inject({
      method: 'POST',
      url: '/api/donation/records-link',
      payload: { email: 'monthly.listed@example.org' },
    });
    expect(asked.statusCode).toBe(200);
    const link = await latestLink(testApp, 'monthly.listed@example.org', '/giving-record/');
    const token = decodeURIComponent(link.split('/giving-record/')[1]!);
    const byLink = await inject({
      method: 'GET',
      url: `/api/donation/mine?token=${encodeURIComponent(token)}`,
    });
    expect(byLink.json().monthly.map((gift: { amount: number }) => gift.amount)).toEqual([7]);
  });
});

describe('privacy', () => {
  it('a monthly donor’s e-mail appears in no public answer', async () => {
    const secret = 'monthly.private@example.org';
    const caseId = await openCase();
    const { session } = await monthlyGift(caseId, { donorEmail: secret });
    const publicReads = [
      `/api/donation/case/${caseId}`,
      '/api/donation/cases',
      `/api/donation/case/${caseId}/supporters`,
      `/api/donation/case/${caseId}/ledger`,
      `/api/donation/case/${caseId}/ledger.csv`,
      `/api/donation/checkout/${session.id}`,
      `/donate/${caseId}`,
      '/donate',
    ];
    for (const url of publicReads) {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(secret);
    }
  });
});

describe('in pledge mode (no payment provider)', () => {
  it('monthly giving is refused: it needs a card payment', async () => {
    const pledges = await createTestApp();
    try {
      const pledgeAdmin = await createActor(pledges.app, 'admin');
      const donationCase = await pledges.app.inject({
        method: 'POST',
        url: '/api/donation/case',
        headers: pledgeAdmin.headers,
        payload: { title: 'Pledges only', description: 'No card here' },
      });
      const response = await pledges.app.inject({
        method: 'POST',
        url: '/api/donation/transaction',
        payload: { donationCaseId: donationCase.json()._id, amount: 10, frequency: 'monthly' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Monthly giving needs a card payment');
      // A one-off pledge is as before.
      const once = await pledges.app.inject({
        method: 'POST',
        url: '/api/donation/transaction',
        payload: { donationCaseId: donationCase.json()._id, amount: 10 },
      });
      expect(once.json().status).toBe('pending');
    } finally {
      await pledges.close();
    }
  });
});
