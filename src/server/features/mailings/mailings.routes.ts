import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as mailings from '#contracts/mailings.endpoints.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
import { listMailings } from './list-mailings.ts';
import { authorizeMailingsRead } from './mailings.policy.ts';

export const mailingRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['mailings']);
  await route(mailings.list, {
    summary: 'How each mailing went, the latest first (admins): queued, sent, deferred and failed',
    description:
      'A mailing is the mail of one post or narrative to its followers and subscribers, or one period of digests. Sent counts only the mails the mail server accepted; deferred ones failed and will be tried again; failed ones were given up on after every retry. Paged by startIndex and limit (20 by default) over the latest 1,000; totalMailings says how many.',
    handler: async (request) => {
      await request.requireViewer(authorizeMailingsRead);
      return listMailings(app.services, request.query);
    },
  });
};
