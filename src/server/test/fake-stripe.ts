import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

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
}

/** A payment as Stripe's balance keeps it: amount and fee in cents, when it was made. */
export interface FakePayment {
  amount: number;
  fee: number;
  created: Date;
}

const signer = new Stripe('sk_test_fake_stripe_signer');

/**
 * Enough of Stripe on 127.0.0.1 to create Checkout sessions, recording what it was asked. With a
 * webhook, its sessions also have a hosted page (`/pay/{id}`) where a browser pays, which sends
 * the signed `checkout.session.completed` event and returns to the success URL, or cancels.
 */
export class FakeStripe {
  readonly sessions: FakeSession[] = [];
  /** Each payment made, by payment intent id: a test may change one to make a mismatch. */
  readonly payments = new Map<string, FakePayment>();
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
    const session = this.sessions.find(({ id }) => request.url === `/pay/${id}`);
    if (session && this.webhook && request.method === 'GET') {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(checkoutPage(session));
      return;
    }
    if (session && this.webhook && request.method === 'POST') {
      await this.sendPaidEvent(session, this.webhook);
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
    session.paymentIntent = this.recordPayment(amount);
    return session.paymentIntent;
  }

  /** A card payment in the balance, with Stripe's usual fee: its payment intent id. */
  recordPayment(amount: number, created = new Date()) {
    const id = `pi_${randomBytes(8).toString('hex')}`;
    this.payments.set(id, { amount, fee: Math.round(amount * 0.029) + 30, created });
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
        source: { id: `ch_${intent.slice(3)}`, object: 'charge', payment_intent: intent },
      }));
    return { object: 'list', url: '/v1/balance_transactions', has_more: false, data };
  }

  private async sendPaidEvent(session: FakeSession, webhook: FakeStripeWebhook) {
    const paymentIntent = this.pay(session);
    const payload = JSON.stringify({
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
    const answer = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({
          payload,
          secret: webhook.secret,
        }),
      },
      body: payload,
    });
    if (!answer.ok) throw new Error(`The webhook answered ${answer.status}`);
  }
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
      balance_transaction: balanceTransaction(id, payment),
    },
  };
}

function balanceTransaction(intent: string, { amount, fee }: FakePayment) {
  return {
    id: `txn_${intent.slice(3)}`,
    object: 'balance_transaction',
    amount,
    fee,
    net: amount - fee,
  };
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
}

function checkoutPage(session: FakeSession): string {
  const cents = Number(session.form.get('line_items[0][price_data][unit_amount]'));
  const name = session.form.get('line_items[0][price_data][product_data][name]') ?? '';
  const cancelUrl = session.form.get('cancel_url') ?? '/';
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><title>Fake Checkout</title></head><body>
<h1>Fake Checkout</h1><p>${escape(name)}: $${(cents / 100).toFixed(2)}</p>
<form method="post"><button type="submit">Pay</button></form>
<a href="${escape(cancelUrl)}">Cancel</a></body></html>`;
}
