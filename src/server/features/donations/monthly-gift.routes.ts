import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as monthly from '#contracts/monthly-gifts.endpoints.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
import { cancelMonthlyGift } from './cancel-monthly-gift.ts';
import { changeMonthlyAmount } from './change-monthly-amount.ts';
import { findMonthlyGiftByToken } from './find-monthly-gift.ts';
import { monthlyGiftLinks } from './monthly-gift-links.ts';
import { runningSubscription, stripeOf, atStripe } from './monthly-gift-changes.ts';
import { presentMonthlyGift } from './monthly-gift-presenter.ts';
import { pauseMonthlyGift } from './pause-monthly-gift.ts';
import { MONTHLY_GIFT_MESSAGES } from '#contracts/monthly-gifts.ts';
import { conflict } from '../../platform/errors.ts';

const byLink =
  'Authorized by the signed link mailed with each receipt of the gift (no account needed; anyone holding it, whatever their role); a forged or mangled link answers 404.';

/** A donor manages their monthly gift through the signed link in its receipts. */
export const monthlyGiftRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['donations']);
  const links = monthlyGiftLinks(app.jwtSecret, app.config.publicUrl);
  const gift = (token: string) => findMonthlyGiftByToken(app.services, links, token);

  await route(monthly.get, {
    summary: 'A monthly gift by its manage link: case, amount and status',
    description: byLink,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return presentMonthlyGift(await gift(request.params.token));
    },
  });

  await route(monthly.changeAmount, {
    errors: [409],
    summary: 'Change what a monthly gift gives each month (from the next invoice on)',
    description: `${byLink} 409 once the gift has stopped or before its first payment.`,
    handler: async (request) =>
      presentMonthlyGift(
        await changeMonthlyAmount(
          app.services,
          await gift(request.params.token),
          request.body.amount,
        ),
      ),
  });

  for (const [endpoint, paused, summary] of [
    [monthly.pause, true, 'Pause a monthly gift: no invoice is charged until it is resumed'],
    [monthly.resume, false, 'Resume a paused monthly gift'],
  ] as const) {
    await route(endpoint, {
      errors: [409],
      summary,
      description: byLink,
      handler: async (request) =>
        presentMonthlyGift(
          await pauseMonthlyGift(app.services, await gift(request.params.token), paused),
        ),
    });
  }

  await route(monthly.cancel, {
    errors: [409],
    summary: 'Cancel a monthly gift (its Stripe subscription); the gifts paid stay',
    description: byLink,
    handler: async (request) =>
      presentMonthlyGift(await cancelMonthlyGift(app.services, await gift(request.params.token))),
  });

  await route(monthly.portal, {
    errors: [409],
    summary: "Open Stripe's customer portal for the gift's card and invoices",
    description: `${byLink} Answers the portal session's URL, which returns to the gift's page.`,
    handler: async (request) => {
      const read = await gift(request.params.token);
      runningSubscription(read);
      const customer = read.gift.stripeCustomerId;
      if (!customer) throw conflict(MONTHLY_GIFT_MESSAGES.noCustomer);
      const stripe = stripeOf(app.services);
      const url = await atStripe(app.services, read.gift.id, () =>
        stripe.portalUrl(customer, links.url(read.gift.id)),
      );
      return { url };
    },
  });
};
