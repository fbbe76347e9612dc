import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmUpdatesQuerySchema, unsubscribeQuerySchema } from '#contracts/case-updates.ts';
import * as caseUpdates from '#contracts/case-updates.endpoints.ts';
import { cacheTags } from '../../cache-invalidation.ts';
import { endpointRoutes } from '../../platform/endpoint-routes.ts';
import { commonErrorResponses, HttpError } from '../../platform/errors.ts';
import { presentCaseUpdate } from './case-update-presenter.ts';
import { authorizeCaseManagement } from './donations.policy.ts';
import { readOfCase } from './case-reads.ts';
import { listCaseUpdates } from './list-case-updates.ts';
import { postCaseUpdate } from './post-case-update.ts';
import { unsubscribeLinks } from './unsubscribe-links.ts';
import {
  findUnsubscribeTarget,
  unsubscribeFromCaseUpdates,
} from './unsubscribe-from-case-updates.ts';
import {
  confirmUnsubscribePage,
  confirmUpdatesPage,
  invalidLinkPage,
  unsubscribedPage,
  updatesConfirmedPage,
} from './case-update-pages.ts';
import { confirmCaseUpdates, findConfirmationTarget } from './confirm-case-updates.ts';

const HTML = 'text/html; charset=utf-8';
const htmlPage = z.string().describe('An HTML page');
/** A link whose token is refused by its checks answers a page; a malformed query, the usual error. */
const refusedLink = z.union([htmlPage, commonErrorResponses[400]]);

export const caseUpdatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, ['donations']);
  const links = unsubscribeLinks(app.jwtSecret, app.config.publicUrl);

  // RFC 8058: a mail program's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body: string, done) => done(null, Object.fromEntries(new URLSearchParams(body))),
  );

  await route(caseUpdates.list, {
    summary: "A case's updates, newest first (paged)",
    handler: async (request, reply) => {
      const { id } = request.params;
      return readOfCase(
        app.services,
        reply,
        id,
        (row) => listCaseUpdates(app.services, row.id, request.query),
        [cacheTags.case(id), cacheTags.caseUpdates(id)],
      );
    },
  });

  await route(caseUpdates.post, {
    summary:
      'Post an update on a case (admins); addresses that confirmed they want updates get it by e-mail',
    handler: async (request, reply) => {
      const viewer = await request.requireViewer(authorizeCaseManagement);
      const created = await postCaseUpdate(
        app.services,
        viewer,
        request.params.id,
        request.body,
        links,
      );
      return reply.code(201).send(presentCaseUpdate(created));
    },
  });

  /**
   * A page that a mailed link opens, by its token; a token its checks refuse answers the
   * invalid-link page (400).
   */
  function linkPage(
    method: 'GET' | 'POST',
    url: string,
    docs: { summary: string; description?: string },
    querystring: typeof confirmUpdatesQuerySchema | typeof unsubscribeQuerySchema,
    page: (token: string) => Promise<string>,
  ) {
    app.route({
      method,
      url,
      schema: {
        tags: ['donations'],
        ...docs,
        querystring,
        response: { 200: htmlPage, 400: refusedLink },
      },
      handler: async (request, reply) => {
        reply.type(HTML);
        try {
          return await page(request.query.token);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          return reply.code(400).send(invalidLinkPage(error.message));
        }
      },
    });
  }

  linkPage(
    'GET',
    '/api/donation/updates/confirm',
    { summary: 'The page of a confirmation link for case-update mail: it asks before confirming' },
    confirmUpdatesQuerySchema,
    async (token) => {
      const target = await findConfirmationTarget(app.services, token);
      return confirmUpdatesPage(target.caseTitle, target.caseId, token);
    },
  );

  linkPage(
    'POST',
    '/api/donation/updates/confirm',
    {
      summary: "Confirm an address's e-mail updates of one case, without signing in",
      description:
        'A gift that asks for updates only mails its address this link; the address gets updates once its owner follows it (within 7 days).',
    },
    confirmUpdatesQuerySchema,
    async (token) => {
      const done = await confirmCaseUpdates(app.services, token);
      return updatesConfirmedPage(done.caseTitle, done.caseId);
    },
  );

  linkPage(
    'GET',
    '/api/donation/updates/unsubscribe',
    {
      summary: "The page of a case-update mail's unsubscribe link: it asks before unsubscribing",
    },
    unsubscribeQuerySchema,
    async (token) => {
      const target = await findUnsubscribeTarget(app.services, links, token);
      return confirmUnsubscribePage(target.caseTitle, target.caseId, token);
    },
  );

  linkPage(
    'POST',
    '/api/donation/updates/unsubscribe',
    {
      summary: 'Stop the e-mail updates of one case, without signing in (RFC 8058 one-click)',
      description:
        'The signed token of the link says whose updates stop; a mail program may post `List-Unsubscribe=One-Click`.',
    },
    unsubscribeQuerySchema,
    async (token) => {
      const done = await unsubscribeFromCaseUpdates(app.services, links, token);
      return unsubscribedPage(done.caseTitle, done.caseId);
    },
  );
};
