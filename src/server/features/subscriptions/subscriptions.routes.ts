import { escapeUTF8 } from 'entities';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SUBSCRIPTION_MESSAGES,
  subscriptionTokenParamsSchema,
} from '#contracts/notification-settings.ts';
import * as subscriptions from '#contracts/subscriptions.endpoints.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
import { chosenLocale } from '../../platform/mail-language.ts';
import { standalonePage } from '../donations/standalone-page.ts';
import { confirmSubscription } from './confirm-subscription.ts';
import { subscribeByEmail } from './subscribe-by-email.ts';
import { subscriptionLinks } from './subscription-links.ts';
import { unsubscribeByLink } from './unsubscribe-by-link.ts';

const PAGE_STYLE = `body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1a1b1e;background:#fff}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#c2410c;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #1c7ed6;outline-offset:2px}`;

/** E-mail from authors and cases for visitors without an account, and one-click unsubscribes. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['subscriptions']);
  const links = subscriptionLinks(app.jwtSecret, app.config.publicUrl);

  // RFC 8058: a mail program's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body: string, done) => done(null, Object.fromEntries(new URLSearchParams(body))),
  );

  await route(subscriptions.subscribe, {
    summary: "Ask for an author's new posts, or a case's updates, by e-mail (double opt-in)",
    description:
      'Answers 202 with the same body whether or not the address exists or is subscribed; only ' +
      'a confirmation link is mailed, a few a day per mailbox. 404 for an unknown author or case.',
    preHandler: app.subscriptionLimit,
    handler: async (request, reply) => {
      await subscribeByEmail(
        app.services,
        links,
        request.body,
        chosenLocale(request, app.config.defaultLocale),
      );
      return reply.code(202).send({ success: true, message: SUBSCRIPTION_MESSAGES.checkInbox });
    },
  });

  await route(subscriptions.confirm, {
    summary: 'Confirm an e-mail subscription from the link mailed to the address',
    description:
      'Works once, within 7 days; 400 for a link that is not valid or has expired. A browser ' +
      'opening the mailed link (it asks for HTML) is sent to its web page with 303, which ' +
      'confirms as it opens and says how it went.',
    redirects: 'A browser, to the web page of the link',
    handler: async (request, reply) => {
      if (asksForPage(request))
        return reply.redirect(webPage('confirm', request.params.token), 303);
      await confirmSubscription(app.services, request.params.token);
      return { success: true, message: SUBSCRIPTION_MESSAGES.confirmed };
    },
  });

  await route(subscriptions.unsubscribe, {
    summary: 'Stop the e-mail a bulk mail came from, without signing in (RFC 8058 one-click)',
    description:
      "The link's signed token says what stops: a member's e-mail of one kind, or a visitor's " +
      'subscription. A mail program may post `List-Unsubscribe=One-Click`.',
    handler: async (request) => {
      await unsubscribeByLink(app.services, links, request.params.token);
      return { success: true, message: SUBSCRIPTION_MESSAGES.unsubscribed };
    },
  });

  // The same link opened in a browser asks first: a GET (a link checker, a preview) never stops
  // anything, only the page's button does. A browser goes to the web app's page; anything else
  // that asks gets this small one.
  app.route({
    method: 'GET',
    url: '/api/subscriptions/unsubscribe/:token',
    schema: {
      tags: ['subscriptions'],
      summary: 'The page of an unsubscribe link: it asks before unsubscribing',
      params: subscriptionTokenParamsSchema,
      response: {
        200: z.string().describe('An HTML page'),
        303: z.null().describe('A browser, to the web page of the link'),
      },
    },
    handler: async (request, reply) => {
      if (asksForPage(request)) {
        return reply.redirect(webPage('unsubscribe', request.params.token), 303);
      }
      return reply.type('text/html; charset=utf-8').send(
        standalonePage(
          'Stop these e-mails?',
          PAGE_STYLE,
          `<p>Press the button to stop the e-mails this link came with.</p>
<form method="post" action="/api/subscriptions/unsubscribe/${escapeUTF8(encodeURIComponent(request.params.token))}">
<button type="submit">Unsubscribe</button>
</form>`,
        ),
      );
    },
  });
};

/** A browser opening a mailed link (it prefers HTML): the web app's page for it answers. */
const asksForPage = (request: FastifyRequest) =>
  request.headers.accept?.includes('text/html') ?? false;

/** The web page of the mailed links, the preferences page (`src/web/features/notifications/`). */
const webPage = (link: 'confirm' | 'unsubscribe', token: string) =>
  `/settings/notifications?${link}=${encodeURIComponent(token)}`;
