import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { currencyExponent, isCurrency, majorUnitsOf } from '#contracts/currency.constants.ts';
import { formatMoney } from '#contracts/format/en-us.ts';

/** Where a paid checkout reports to, as Stripe would: the app's webhook and its signing secret. */
export interface FakeStripeWebhook {
  url: string;
  secret: string;
}

interface FakeSession {
  id: string;
  form: URLSearchParams;
  /** Once paid, the payment intent that paid it. */
  paymentIntent?: string;
  /** The subscription a subscription-mode session made once paid. */
  subscription?: string;
}

/**
 * Starts `app` listening on a free local port and points the fake's webhook at it, so a browser
 * paying on the hosted page reaches the app as Stripe's delivery would.
 */
export async function listenForStripe(
  app: { listen: (options: { port: number; host: string }) => Promise<unknown>; server: Server },
  stripe: FakeStripe,
  secret: string,
) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  stripe.webhook = { url: `http://127.0.0.1:${port}/api/donation/stripe/webhook`, secret };
}

/**
 * A payment as Stripe's balance keeps it: amount and fee in minor units of its currency (the
 * fake settles each payment in the currency it was charged in), when it was made.
 */
export interface FakePayment {
  amount: number;
  fee: number;
  created: Date;
  /** Lowercase, as Stripe writes it. */
  currency: string;
}

/** A subscription made by a subscription-mode session, as the fake keeps it. */
export interface FakeSubscription {
  id: string;
  customer: string;
  /** Minor units of `currency` each month. */
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  paused: boolean;
  cancelled: boolean;
  /** The ids of its invoices, oldest first. */
  invoices: string[];
}

const signer = new Stripe('sk_test_fake_stripe_signer');

/** The headers of a webhook delivery of `payload`, signed with `secret` as Stripe signs them. */
export const signedWebhookHeaders = (payload: string, secret: string) => ({
  'content-type': 'application/json',
  'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
});

/** A delivery of `payload` to the app's Stripe webhook, signed with `secret` (`app.inject`). */
export const signedWebhookRequest = (payload: string, secret: string) => ({
  method: 'POST' as const,
  url: '/api/donation/stripe/webhook',
  headers: signedWebhookHeaders(payload, secret),
  payload,
});

/** The app's settings to take payments through `stripe`, with gift limits no test file reaches. */
export const stripeEnvironment = (stripe: FakeStripe, webhookSecret: string) => ({
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_hearth',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_URL: stripe.url,
  DONATION_RATE_LIMIT_PER_IP: '1000',
  DONATION_RATE_LIMIT_PER_CASE: '1000',
});

/**
 * Enough of Stripe on 127.0.0.1 to create Checkout sessions, recording what it was asked. With a
 * webhook, its sessions also have a hosted page (`/pay/{id}`) where a browser pays, which sends
 * the signed `checkout.session.completed` event and returns to the success URL, or cancels.
 * A subscription-mode session's payment makes a subscription and pays its first invoice; a test
 * then pays or fails the next ones (`payInvoice`, `failInvoice`), each sending its signed event.
 * Subscriptions can be read, updated (amount, pause) and cancelled, and customer portal sessions
 * opened.
 */
export class FakeStripe {
  readonly sessions: FakeSession[] = [];
  /** Each payment made, by payment intent id: a test may change one to make a mismatch. */
  readonly payments = new Map<string, FakePayment>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  /** The payment intent of each paid invoice. */
  private readonly invoicePayments = new Map<string, string>();
  /** Customer portal sessions opened, by customer. */
  readonly portalSessions: { customer: string; returnUrl: string }[] = [];
  private server!: Server;
  url = '';

  /** Set it (before or after start) to enable the hosted page. */
  webhook: FakeStripeWebhook | undefined;

  async start() {
    this.server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        void this.handle(request, response, raw).catch((error: unknown) => {
          response.statusCode = 500;
          response.end(String(error));
        });
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse, raw: string) {
    if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
      const refused = refusedPrice(new URLSearchParams(raw), 'line_items[0][price_data]');
      if (refused) return sendJson(response, 400, stripeError(refused));
      const id = `cs_test_${randomBytes(8).toString('hex')}`;
      this.sessions.push({ id, form: new URLSearchParams(raw) });
      const url = this.webhook ? `${this.url}/pay/${id}` : `https://checkout.stripe.test/pay/${id}`;
      sendJson(response, 200, { id, object: 'checkout.session', url, payment_status: 'unpaid' });
      return;
    }
    const intent = /^\/v1\/payment_intents\/(pi_\w+)/.exec(request.url ?? '')?.[1];
    if (request.method === 'GET' && intent) {
      const payment = this.payments.get(intent);
      if (!payment) return sendJson(response, 404, { error: { message: 'No such intent' } });
      sendJson(response, 200, paymentIntent(intent, payment));
      return;
    }
    const retrieved = /^\/v1\/checkout\/sessions\/(cs_\w+)/.exec(request.url ?? '')?.[1];
    const known = this.sessions.find(({ id }) => id === retrieved);
    if (request.method === 'GET' && known) {
      sendJson(response, 200, {
        id: known.id,
        object: 'checkout.session',
        payment_intent: known.paymentIntent ?? null,
      });
      return;
    }
    if (request.method === 'GET' && request.url?.startsWith('/v1/balance_transactions')) {
      sendJson(response, 200, this.balanceTransactions(new URL(request.url, this.url)));
      return;
    }
    if (await this.handleSubscriptions(request, response, raw)) return;
    const session = this.sessions.find(({ id }) => request.url === `/pay/${id}`);
    if (session && this.webhook && request.method === 'GET') {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(checkoutPage(session));
      return;
    }
    if (session && this.webhook && request.method === 'POST') {
      if (session.form.get('mode') === 'subscription') {
        const subscription = this.subscribe(session);
        await this.completeSubscriptionCheckout(session);
        await this.payInvoice(subscription.id);
      } else await this.sendPaidEvent(session, this.webhook);
      const successUrl = session.form.get('success_url') ?? '/';
      response.writeHead(303, {
        location: successUrl.replace('{CHECKOUT_SESSION_ID}', session.id),
      });
      response.end();
      return;
    }
    sendJson(response, 404, { error: { message: 'Unknown request' } });
  }

  /** Records a card payment of the session, with Stripe's usual fee (2.9 % + 30¢): its intent id. */
  pay(session: FakeSession) {
    const amount = Number(session.form.get('line_items[0][price_data][unit_amount]'));
    const currency = session.form.get('line_items[0][price_data][currency]')!;
    session.paymentIntent = this.recordPayment(amount, new Date(), currency);
    return session.paymentIntent;
  }

  /** A card payment in the balance, with Stripe's usual fee: its payment intent id. */
  recordPayment(amount: number, created = new Date(), currency = 'usd') {
    const id = `pi_${randomBytes(8).toString('hex')}`;
    const fee = Math.round(amount * 0.029) + 30;
    this.payments.set(id, { amount, fee, created, currency });
    return id;
  }

  /** The balance's charges made since `created[gte]`, their charge expanded, in one page. */
  private balanceTransactions(url: URL) {
    const since = Number(url.searchParams.get('created[gte]') ?? 0) * 1000;
    const data = [...this.payments]
      .filter(([, payment]) => payment.created.getTime() >= since)
      .map(([intent, payment]) => ({
        ...balanceTransaction(intent, payment),
        type: 'charge',
        created: Math.floor(payment.created.getTime() / 1000),
        source: {
          id: `ch_${intent.slice(3)}`,
          object: 'charge',
          payment_intent: intent,
          amount: payment.amount,
          currency: payment.currency,
        },
      }));
    return { object: 'list', url: '/v1/balance_transactions', has_more: false, data };
  }

  /** Subscriptions (read, update, cancel), invoice payments and portal sessions. */
  private async handleSubscriptions(
    request: IncomingMessage,
    response: ServerResponse,
    raw: string,
  ) {
    const url = new URL(request.url ?? '/', this.url);
    const subscription = this.subscriptions.get(
      /^\/v1\/subscriptions\/(sub_\w+)$/.exec(url.pathname)?.[1] ?? '',
    );
    if (subscription && request.method === 'GET') {
      sendJson(response, 200, subscriptionObject(subscription));
      return true;
    }
    if (subscription && request.method === 'POST') {
      const form = new URLSearchParams(raw);
      if (form.has('pause_collection')) subscription.paused = false;
      if (form.has('pause_collection[behavior]')) subscription.paused = true;
      const amount = form.get('items[0][price_data][unit_amount]');
      if (amount) {
        // Stripe keeps a subscription's items in one currency.
        const refused =
          refusedPrice(form, 'items[0][price_data]') ??
          (form.get('items[0][price_data][currency]') === subscription.currency
            ? null
            : `The subscription is in ${subscription.currency}`);
        if (refused) return (sendJson(response, 400, stripeError(refused)), true);
        subscription.amount = Number(amount);
      }
      sendJson(response, 200, subscriptionObject(subscription));
      return true;
    }
    if (subscription && request.method === 'DELETE') {
      subscription.cancelled = true;
      sendJson(response, 200, subscriptionObject(subscription));
      return true;
    }
    if (request.method === 'GET' && url.pathname === '/v1/invoice_payments') {
      const invoice = url.searchParams.get('invoice') ?? '';
      const intent = this.invoicePayments.get(invoice);
      const data = intent
        ? [
            {
              id: `inpay_${invoice.slice(3)}`,
              object: 'invoice_payment',
              invoice,
              payment: { type: 'payment_intent', payment_intent: intent },
            },
          ]
        : [];
      sendJson(response, 200, { object: 'list', data, has_more: false, url: url.pathname });
      return true;
    }
    if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const form = new URLSearchParams(raw);
      const customer = form.get('customer') ?? '';
      const returnUrl = form.get('return_url') ?? '';
      this.portalSessions.push({ customer, returnUrl });
      sendJson(response, 200, {
        id: `bps_${randomBytes(8).toString('hex')}`,
        object: 'billing_portal.session',
        customer,
        return_url: returnUrl,
        url: `https://billing.stripe.test/session/${customer}`,
      });
      return true;
    }
    return false;
  }

  /** The subscription a subscription-mode session's payment makes, with its customer. */
  subscribe(session: FakeSession): FakeSubscription {
    const metadata: Record<string, string> = {};
    for (const [key, value] of session.form) {
      const name = /^subscription_data\[metadata\]\[(\w+)\]$/.exec(key)?.[1];
      if (name) metadata[name] = value;
    }
    const subscription: FakeSubscription = {
      id: `sub_${randomBytes(8).toString('hex')}`,
      customer: `cus_${randomBytes(8).toString('hex')}`,
      amount: Number(session.form.get('line_items[0][price_data][unit_amount]')),
      currency: session.form.get('line_items[0][price_data][currency]')!,
      metadata,
      paused: false,
      cancelled: false,
      invoices: [],
    };
    this.subscriptions.set(subscription.id, subscription);
    session.subscription = subscription.id;
    return subscription;
  }

  /** Stripe's `checkout.session.completed` for a session already subscribed. */
  async completeSubscriptionCheckout(session: FakeSession) {
    const subscription = this.subscriptionOf(session);
    await this.send('checkout.session.completed', {
      id: session.id,
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      subscription: subscription.id,
      customer: subscription.customer,
      client_reference_id: session.form.get('client_reference_id'),
      metadata: subscription.metadata,
    });
  }

  subscriptionOf(session: FakeSession): FakeSubscription {
    const id = session.subscription;
    const subscription = id && this.subscriptions.get(id);
    if (!subscription) throw new Error(`Session ${session.id} has no subscription`);
    return subscription;
  }

  /** This month's invoice of a subscription is paid: `invoice.paid`. Answers the invoice id. */
  async payInvoice(subscriptionId: string) {
    return this.sendInvoice(subscriptionId, true);
  }

  /** This month's invoice could not be charged: `invoice.payment_failed`. */
  async failInvoice(subscriptionId: string) {
    return this.sendInvoice(subscriptionId, false);
  }

  private async sendInvoice(subscriptionId: string, paid: boolean) {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
    const id = `in_${randomBytes(8).toString('hex')}`;
    subscription.invoices.push(id);
    const amount = subscription.amount;
    if (paid) {
      this.invoicePayments.set(id, this.recordPayment(amount, new Date(), subscription.currency));
    }
    await this.send(paid ? 'invoice.paid' : 'invoice.payment_failed', {
      id,
      object: 'invoice',
      customer: subscription.customer,
      customer_email: null,
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      currency: subscription.currency,
      status: paid ? 'paid' : 'open',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
    });
    return id;
  }

  /** Sends a signed event of `type` about `object` to the webhook. */
  async send(type: string, object: Record<string, unknown>) {
    if (!this.webhook) throw new Error('The fake Stripe has no webhook to send to');
    await this.post(this.webhook, {
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type,
      data: { object },
    });
  }

  private async sendPaidEvent(session: FakeSession, webhook: FakeStripeWebhook) {
    const paymentIntent = this.pay(session);
    await this.post(webhook, {
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          payment_status: 'paid',
          payment_intent: paymentIntent,
          client_reference_id: session.form.get('client_reference_id'),
          amount_total: Number(session.form.get('line_items[0][price_data][unit_amount]')),
        },
      },
    });
  }

  private async post(webhook: FakeStripeWebhook, event: Record<string, unknown>) {
    const payload = JSON.stringify(event);
    const answer = await fetch(webhook.url, {
      method: 'POST',
      headers: signedWebhookHeaders(payload, webhook.secret),
      body: payload,
    });
    if (!answer.ok) throw new Error(`The webhook answered ${answer.status}`);
  }
}

/** A subscription as Stripe answers it: one item, its price the monthly amount. */
function subscriptionObject(subscription: FakeSubscription) {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.cancelled ? 'canceled' : 'active',
    metadata: subscription.metadata,
    pause_collection: subscription.paused ? { behavior: 'void' } : null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${subscription.id.slice(4)}`,
          object: 'subscription_item',
          quantity: 1,
          price: {
            id: `price_${subscription.id.slice(4)}_${subscription.amount}`,
            object: 'price',
            product: `prod_${subscription.id.slice(4)}`,
            unit_amount: subscription.amount,
            currency: subscription.currency,
            recurring: { interval: 'month' },
          },
        },
      ],
    },
  };
}

/** A payment intent as Stripe answers it with its charge's balance transaction expanded. */
function paymentIntent(id: string, payment: FakePayment) {
  return {
    id,
    object: 'payment_intent',
    amount: payment.amount,
    status: 'succeeded',
    latest_charge: {
      id: `ch_${id.slice(3)}`,
      object: 'charge',
      amount: payment.amount,
      currency: payment.currency,
      balance_transaction: balanceTransaction(id, payment),
    },
  };
}

function balanceTransaction(intent: string, { amount, fee, currency }: FakePayment) {
  return {
    id: `txn_${intent.slice(3)}`,
    object: 'balance_transaction',
    amount,
    fee,
    net: amount - fee,
    currency,
    exchange_rate: null,
  };
}

/**
 * Why Stripe would refuse a price (`prefix[currency]`, `prefix[unit_amount]`), as it does: a
 * currency it does not present in, written other than in lowercase, or an amount that is not a
 * whole number of the currency's minor unit (in steps of ten for a three-decimal currency).
 */
function refusedPrice(form: URLSearchParams, prefix: string): string | null {
  const currency = form.get(`${prefix}[currency]`) ?? '';
  const amount = Number(form.get(`${prefix}[unit_amount]`));
  if (currency !== currency.toLowerCase() || !isCurrency(currency.toUpperCase())) {
    return `Invalid currency: ${currency}`;
  }
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'Invalid integer: unit_amount';
  if (currencyExponent(currency.toUpperCase() as 'USD') === 3 && amount % 10 !== 0) {
    return 'Amounts in three-decimal currencies must be divisible by 10';
  }
  return null;
}

const stripeError = (message: string) => ({
  error: { type: 'invalid_request_error', message },
});

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
}

function checkoutPage(session: FakeSession): string {
  const minorUnits = Number(session.form.get('line_items[0][price_data][unit_amount]'));
  const currency = (session.form.get('line_items[0][price_data][currency]') ?? 'usd').toUpperCase();
  const amount = isCurrency(currency)
    ? formatMoney(majorUnitsOf(minorUnits, currency), currency)
    : String(minorUnits);
  const name = session.form.get('line_items[0][price_data][product_data][name]') ?? '';
  const cancelUrl = session.form.get('cancel_url') ?? '/';
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><title>Fake Checkout</title></head><body>
<h1>Fake Checkout</h1><p>${escape(name)}: ${escape(amount)}</p>
<form method="post"><button type="submit">Pay</button></form>
<a href="${escape(cancelUrl)}">Cancel</a></body></html>`;
}
