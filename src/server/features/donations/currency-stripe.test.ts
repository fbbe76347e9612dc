import { beforeAll, describe, expect, it } from 'vitest';
import { FakeStripe, listenForStripe, stripeEnvironment } from '../../test/fake-stripe.ts';
import { donationActions } from '../../test/donation-actions.ts';
import { testFileApp } from '../../test/test-file-app.ts';
import { monthlyGiftLinks } from './monthly-gift-links.ts';
import { feeInChargeCurrency } from './payment-provider.ts';

/** Stripe Checkout, subscriptions and fees in each case's own currency. */
const WEBHOOK_SECRET = 'whsec_test_currency';

const stripe = new FakeStripe();
const { testApp, actors, inject, created } = testFileApp(async () => {
  await stripe.start();
  return { environment: stripeEnvironment(stripe, WEBHOOK_SECRET) };
});

beforeAll(async () => {
  await listenForStripe(testApp.app, stripe, WEBHOOK_SECRET);
  return () => stripe.stop();
});

const openCase = async (currency: string) =>
  (
    await created(actors.admin, '/api/donation/case', {
      title: `Lamps in ${currency}`,
      description: 'Light for the night school',
      currency,
    })
  )._id as string;

const { donate, getCase } = donationActions({ actors, inject, created });

/** What the last Checkout session was asked to charge. */
const lastPrice = () => {
  const form = stripe.sessions.at(-1)!.form;
  return {
    currency: form.get('line_items[0][price_data][currency]'),
    unitAmount: form.get('line_items[0][price_data][unit_amount]'),
  };
};

describe('Stripe Checkout in the case currency', () => {
  it.each([
    ['JPY', 500, { currency: 'jpy', unitAmount: '500' }],
    ['EUR', 12.5, { currency: 'eur', unitAmount: '1250' }],
    ['KWD', 1.25, { currency: 'kwd', unitAmount: '1250' }],
    ['USD', 25, { currency: 'usd', unitAmount: '2500' }],
  ])('charges a %s case %s in its minor units', async (currency, amount, price) => {
    const caseId = await openCase(currency);
    const started = await donate({ donationCaseId: caseId, amount });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({ amount, currency });
    expect(lastPrice()).toEqual(price);
  });

  it('counts a paid yen gift, and its fee, in yen', async () => {
    const caseId = await openCase('JPY');
    const started = await donate({ donationCaseId: caseId, amount: 3000 });
    expect(started.statusCode, started.body).toBe(201);
    const session = stripe.sessions.at(-1)!;
    const paid = await fetch(`${stripe.url}/pay/${session.id}`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    // The fake's fee: 2.9 % + 30 of the minor unit, so ¥87 + ¥30.
    expect(await getCase(caseId)).toMatchObject({
      currency: 'JPY',
      raisedAmount: 3000,
      feesAmount: 117,
      heldAmount: 2883,
    });
    const checkout = await inject({ method: 'GET', url: `/api/donation/checkout/${session.id}` });
    expect(checkout.json()).toMatchObject({ status: 'completed', amount: 3000, currency: 'JPY' });
  });

  it('refuses a card gift of dinars Stripe cannot charge, before any session', async () => {
    const caseId = await openCase('KWD');
    const sessions = stripe.sessions.length;
    const refused = await donate({ donationCaseId: caseId, amount: 1.234 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Card payments in KWD must be in steps of 0.010');
    expect(stripe.sessions.length).toBe(sessions);
  });

  it('starts and changes a monthly gift in the case currency', async () => {
    const caseId = await openCase('JPY');
    const started = await donate({ donationCaseId: caseId, amount: 1000, frequency: 'monthly' });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({ amount: 1000, currency: 'JPY' });
    expect(lastPrice()).toEqual({ currency: 'jpy', unitAmount: '1000' });
    const session = stripe.sessions.at(-1)!;
    const subscription = stripe.subscribe(session);
    await stripe.completeSubscriptionCheckout(session);
    await stripe.payInvoice(subscription.id);
    expect(await getCase(caseId)).toMatchObject({ raisedAmount: 1000, monthlyIncome: 1000 });

    const links = monthlyGiftLinks(testApp.config.jwtSecret!, testApp.config.publicUrl);
    const url = `/api/donation/monthly/${encodeURIComponent(links.token(started.json()._id))}`;
    const half = await inject({ method: 'PUT', url, payload: { amount: 1500.5 } });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toBe('Amounts in JPY are whole numbers, with no decimals');
    const changed = await inject({ method: 'PUT', url, payload: { amount: 1500 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ amount: 1500, currency: 'JPY' });
    // The fake refuses a price in another currency than the subscription's.
    expect(subscription).toMatchObject({ amount: 1500, currency: 'jpy' });
  });
});

describe("Stripe's fee in the charge's currency", () => {
  it('is the balance fee when the account settles in the same currency', () => {
    expect(
      feeInChargeCurrency({ currency: 'jpy' }, { fee: 117, currency: 'jpy', exchange_rate: null }),
    ).toBe(117);
  });

  it('is converted back at the exchange rate when the account settles in another', () => {
    // ¥3,000 settled at 0.0067 dollars a yen: a $0.89 fee is ¥133.
    expect(
      feeInChargeCurrency({ currency: 'jpy' }, { fee: 89, currency: 'usd', exchange_rate: 0.0067 }),
    ).toBe(133);
    // 12.50 euros at 1.08 dollars a euro: a $0.69 fee is €0.64.
    expect(
      feeInChargeCurrency({ currency: 'eur' }, { fee: 69, currency: 'usd', exchange_rate: 1.08 }),
    ).toBe(64);
  });
});
