import Stripe from 'stripe';
import type { PaymentsConfig } from '../../config.ts';

/** A card payment as Stripe's balance records it (cents). */
export interface StripeBalancePayment {
  paymentIntentId: string;
  amount: number;
  fee: number;
  created: Date;
}

export interface CheckoutRequest {
  transactionId: string;
  amountCents: number;
  caseId: string;
  caseTitle: string;
  donorEmail: string | null;
}

/**
 * How money is collected. `none` moves no money: the donation is recorded as given (for a
 * laptop, or an organisation that collects offline). `stripe` sends the donor to Stripe Checkout
 * and counts the donation only when Stripe's signed webhook says it was paid.
 */
export type PaymentProvider =
  | { name: 'none' }
  | {
      name: 'stripe';
      startCheckout(request: CheckoutRequest): Promise<{ reference: string; url: string }>;
      /** The verified event, or null when the signature does not hold. */
      readEvent(rawBody: Buffer, signature: string): Stripe.Event | null;
      /** Stripe's fee on a payment (cents), from its charge's balance transaction, once settled. */
      paymentFee(paymentIntentId: string): Promise<number | null>;
      /** The payment intent a Checkout session was paid with, if it was. */
      checkoutPayment(sessionId: string): Promise<string | null>;
      /** Every card payment in Stripe's balance since `since`, with its amount and fee. */
      balancePayments(since: Date): AsyncIterable<StripeBalancePayment>;
    };

export function createPaymentProvider(config: PaymentsConfig, publicUrl: string): PaymentProvider {
  if (config.provider === 'none') return { name: 'none' };

  const endpoint = config.apiUrl ? new URL(config.apiUrl) : undefined;
  const stripe = new Stripe(config.secretKey, {
    ...(endpoint && {
      host: endpoint.hostname,
      port: Number(endpoint.port) || (endpoint.protocol === 'https:' ? 443 : 80),
      protocol: endpoint.protocol.replace(':', '') as 'http' | 'https',
    }),
    maxNetworkRetries: 2,
    timeout: 15_000,
  });

  return {
    name: 'stripe',
    async startCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: request.amountCents,
                product_data: { name: `Donation: ${request.caseTitle}` },
              },
            },
          ],
          ...(request.donorEmail && { customer_email: request.donorEmail }),
          client_reference_id: request.transactionId,
          metadata: { transactionId: request.transactionId, caseId: request.caseId },
          success_url: `${publicUrl}/donate/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${publicUrl}/donate/${request.caseId}`,
        },
        // A retried request creates one session, not two.
        { idempotencyKey: `checkout-${request.transactionId}` },
      );
      if (!session.url) throw new Error('Stripe returned a session without a URL');
      return { reference: session.id, url: session.url };
    },
    async paymentFee(paymentIntentId) {
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId, {
        expand: ['latest_charge.balance_transaction'],
      });
      const charge = intent.latest_charge;
      if (!charge || typeof charge === 'string') return null;
      const balance = charge.balance_transaction;
      return balance && typeof balance !== 'string' ? balance.fee : null;
    },
    async checkoutPayment(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const intent = session.payment_intent;
      return typeof intent === 'string' ? intent : (intent?.id ?? null);
    },
    async *balancePayments(since) {
      const entries = stripe.balanceTransactions.list({
        created: { gte: Math.floor(since.getTime() / 1000) },
        expand: ['data.source'],
        limit: 100,
      });
      for await (const entry of entries) {
        if (entry.type !== 'charge' && entry.type !== 'payment') continue;
        const charge = entry.source;
        if (!charge || typeof charge === 'string' || charge.object !== 'charge') continue;
        const intent = charge.payment_intent;
        const paymentIntentId = typeof intent === 'string' ? intent : intent?.id;
        if (!paymentIntentId) continue;
        yield {
          paymentIntentId,
          amount: entry.amount,
          fee: entry.fee,
          created: new Date(entry.created * 1000),
        };
      }
    },
    readEvent(rawBody, signature) {
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch {
        return null;
      }
    },
  };
}
