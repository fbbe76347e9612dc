import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { badRequest } from '../../platform/errors.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { completePayment, failPayment } from './settle-payment.ts';

/**
 * Stripe tells us about payments here. The signature is checked over the raw body, so this
 * plugin reads JSON bodies as bytes; only verified events change anything.
 */
export const stripeWebhookRoutes =
  (provider: Extract<PaymentProvider, { name: 'stripe' }>): FastifyPluginAsync =>
  async (app) => {
    // Replaces the app's JSON parser in this plugin's scope only.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    app.post(
      '/api/donation/stripe/webhook',
      { schema: { tags: ['donations'], summary: 'Stripe webhook (signed events only)' } },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const event =
          typeof signature === 'string'
            ? provider.readEvent(request.body as Buffer, signature)
            : null;
        if (!event) throw badRequest('Invalid signature');

        const session = event.data.object as Stripe.Checkout.Session;
        switch (event.type) {
          case 'checkout.session.completed':
            if (session.payment_status === 'paid') await completePayment(app, session.id);
            break;
          case 'checkout.session.async_payment_succeeded':
            await completePayment(app, session.id);
            break;
          case 'checkout.session.async_payment_failed':
          case 'checkout.session.expired':
            await failPayment(app, session.id);
            break;
          default:
            break;
        }
        return { received: true };
      },
    );
  };
