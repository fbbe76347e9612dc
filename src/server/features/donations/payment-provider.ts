import Stripe from 'stripe';
import { currencyExponent, isCurrency, type Currency } from '#contracts/currency.constants.ts';
import type { PaymentsConfig } from '../../config.ts';

/**
 * Stripe's fee on a charge in the charge's own currency (the case's), in its minor units. The
 * balance keeps the fee in the account's settlement currency; a charge in another currency was
 * converted at `exchange_rate` (1 of the charge's currency is that much of the balance's).
 */
export function feeInChargeCurrency(
  charge: { currency: string },
  balance: { fee: number; currency: string; exchange_rate: number | null },
) {
  const from = balance.currency.toUpperCase();
  const to = charge.currency.toUpperCase();
  if (from === to || !balance.exchange_rate || !isCurrency(from) || !isCurrency(to)) {
    return balance.fee;
  }
  const shift = 10 ** (currencyExponent(to) - currencyExponent(from));
  return Math.round((balance.fee * shift) / balance.exchange_rate);
}

/** A card payment as Stripe's balance records it, in the charge's currency's minor units. */
export interface StripeBalancePayment {
  paymentIntentId: string;
  amount: number;
  /** The charge's currency, in capitals as Hearth writes it. */
  currency: string;
  fee: number;
  created: Date;
}

export interface CheckoutRequest {
  transactionId: string;
  /** In minor units of `currency`, the case's, as Stripe takes amounts. */
  amountCents: number;
  currency: Currency;
  caseId: string;
  caseTitle: string;
  donorEmail: string | null;
}

export interface MonthlyCheckoutRequest {
  monthlyGiftId: string;
  amountCents: number;
  currency: Currency;
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
      /**
       * The payment intent that paid a gift, from its provider reference: a one-off gift's
       * Checkout session (`cs_…`) or a monthly gift's invoice (`in_…`); null while unpaid.
       */
      referencePayment(reference: string): Promise<string | null>;
      /** Every card payment in Stripe's balance since `since`, with its amount and fee. */
      balancePayments(since: Date): AsyncIterable<StripeBalancePayment>;
      /** A Checkout session in subscription mode: the amount each month, the gift in metadata. */
      startMonthlyCheckout(
        request: MonthlyCheckoutRequest,
      ): Promise<{ reference: string; url: string }>;
      /** From the next invoice on, the subscription charges this amount each month. */
      changeMonthlyAmount(
        subscriptionId: string,
        amountCents: number,
        currency: Currency,
      ): Promise<void>;
      /** Paused, no invoice is charged (`pause_collection` void) until resumed. */
      pauseMonthly(subscriptionId: string, paused: boolean): Promise<void>;
      cancelMonthly(subscriptionId: string): Promise<void>;
      /** A customer portal session for the donor's card and invoices, back to `returnUrl`. */
      portalUrl(customerId: string, returnUrl: string): Promise<string>;
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
                currency: request.currency.toLowerCase(),
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
    async startMonthlyCheckout(request) {
      const metadata = { monthlyGiftId: request.monthlyGiftId, caseId: request.caseId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountCents,
                recurring: { interval: 'month' },
                product_data: { name: `Monthly gift: ${request.caseTitle}` },
              },
            },
          ],
          ...(request.donorEmail && { customer_email: request.donorEmail }),
          client_reference_id: request.monthlyGiftId,
          metadata,
          subscription_data: { metadata },
          success_url: `${publicUrl}/donate/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${publicUrl}/donate/${request.caseId}`,
        },
        { idempotencyKey: `monthly-checkout-${request.monthlyGiftId}` },
      );
      if (!session.url) throw new Error('Stripe returned a session without a URL');
      return { reference: session.id, url: session.url };
    },
    async changeMonthlyAmount(subscriptionId, amountCents, currency) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error('The subscription has no item');
      const product = item.price.product;
      await stripe.subscriptions.update(subscriptionId, {
        items: [
          {
            id: item.id,
            price_data: {
              currency: currency.toLowerCase(),
              unit_amount: amountCents,
              recurring: { interval: 'month' },
              product: typeof product === 'string' ? product : product.id,
            },
          },
        ],
        proration_behavior: 'none',
      });
    },
    async pauseMonthly(subscriptionId, paused) {
      await stripe.subscriptions.update(subscriptionId, {
        pause_collection: paused ? { behavior: 'void' } : '',
      });
    },
    async cancelMonthly(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },
    async portalUrl(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },
    async paymentFee(paymentIntentId) {
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId, {
        expand: ['latest_charge.balance_transaction'],
      });
      const charge = intent.latest_charge;
      if (!charge || typeof charge === 'string') return null;
      const balance = charge.balance_transaction;
      return balance && typeof balance !== 'string' ? feeInChargeCurrency(charge, balance) : null;
    },
    async referencePayment(reference) {
      const intent = reference.startsWith('in_')
        ? (await stripe.invoicePayments.list({ invoice: reference, limit: 1 })).data[0]?.payment
            .payment_intent
        : (await stripe.checkout.sessions.retrieve(reference)).payment_intent;
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
          amount: charge.amount,
          currency: charge.currency.toUpperCase(),
          fee: feeInChargeCurrency(charge, entry),
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
