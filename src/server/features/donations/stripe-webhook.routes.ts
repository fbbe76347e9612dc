import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../../platform/errors.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { monthlyGiftLinks } from './monthly-gift-links.ts';
import { settleMonthlyEvent } from './settle-monthly-gift.ts';
import { settleCheckoutEvent } from './settle-payment.ts';

/**
 * Stripe tells us about payments here. The signature is checked over the raw body, so this
 * plugin reads JSON bodies as bytes; only verified events change anything.
 */
export const stripeWebhookRoutes =
  (provider: Extract<PaymentProvider, { name: 'stripe' }>): FastifyPluginAsync =>
  async (app) => {
    const links = monthlyGiftLinks(app.jwtSecret, app.config.publicUrl);
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

        await settleCheckoutEvent(app.services, event, provider);
        await settleMonthlyEvent(app.services, event, provider, links);
        return { received: true };
      },
    );
  };
