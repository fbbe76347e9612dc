import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contracts/common.ts';
import { GIVING_RECORDS_MESSAGES } from '#contracts/giving-records.ts';
import * as records from '#contracts/giving-records.endpoints.ts';
import { monthlyGiftLinks } from './monthly-gift-links.ts';
import { endpointRoute, endpointRoutes } from '../../platform/endpoint-routes.ts';
import { forbidden, notFound, unauthorized } from '../../platform/errors.ts';
import { chosenLocale } from '../../platform/mail-language.ts';
import { annualStatement } from './annual-statement.ts';
import {
  donorMonthlyGifts,
  donorOfAccount,
  donorOfAddress,
  listDonorGifts,
  type Donor,
} from './donor-records.ts';
import { openRecordsLink } from './records-links.ts';
import { requestRecordsLink } from './request-records-link.ts';
import { statementHtml, statementPdf } from './statement-documents.ts';

const tags = ['donations'];

const TOKEN_NOTE =
  "Signed in, the member's own gifts: made while signed in, or left with their verified address. With `token` (from a mailed giving-record link, instead of signing in), the gifts of the address it was mailed to. 401 without either; 403 for a link that is not genuine or has expired.";

export const givingRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, tags);
  const { services } = app;
  const monthlyLinks = monthlyGiftLinks(app.jwtSecret, app.config.publicUrl);

  /** Whose record the request reads: the mailed link's address, else the signed-in member. */
  async function donorOf(request: FastifyRequest, token: string | undefined): Promise<Donor> {
    if (token !== undefined) {
      const link = openRecordsLink(services.secretBox, token, services.clock.now());
      if (!link.ok) {
        // Not 401: a link that opens nothing says nothing of the reader's own session.
        throw forbidden(
          link.reason === 'expired'
            ? GIVING_RECORDS_MESSAGES.linkExpired
            : GIVING_RECORDS_MESSAGES.linkInvalid,
        );
      }
      return donorOfAddress(services, link.email);
    }
    const viewer = await request.requireViewer();
    const donor = await donorOfAccount(services, viewer.id);
    if (!donor) throw unauthorized(GIVING_RECORDS_MESSAGES.signInOrLink);
    return donor;
  }

  async function statementOf(request: FastifyRequest, year: number, token: string | undefined) {
    const statement = await annualStatement(services, await donorOf(request, token), year);
    if (!statement) throw notFound(GIVING_RECORDS_MESSAGES.noGiftsInYear(year));
    return statement;
  }

  await route(records.mine, {
    summary: "A donor's own record: every gift on any case, their monthly gifts, statement years",
    description: `Gifts newest first, paged by startIndex and limit, each with its status (pending, completed, lapsed), amount, date, case and receipt number; \`totalGifts\` counts them. ${TOKEN_NOTE}`,
    handler: async (request) => {
      const { token, startIndex, limit } = request.query;
      const donor = await donorOf(request, token);
      const page = await listDonorGifts(services, donor, { startIndex, limit });
      return { ...page, ...(await donorMonthlyGifts(services, monthlyLinks, donor)) };
    },
  });

  const linkRoute = await endpointRoute(records.recordsLink, {
    tags,
    summary: 'E-mail a link that opens the giving record of an address, without an account',
    description:
      'Answers the same whether or not the address ever gave; only an address that gave is mailed, at most a few times an hour. 429 past the requests a client may make, in all and for one address.',
  });
  app.route({
    ...linkRoute,
    schema: {
      ...linkRoute.schema,
      response: { ...linkRoute.schema.response, 429: errorResponseSchema },
    },
    preHandler: app.recordsLinkLimit,
    handler: async (request) => {
      await requestRecordsLink(
        services,
        request.body.email,
        chosenLocale(request, app.config.defaultLocale),
      );
      return { success: true, message: GIVING_RECORDS_MESSAGES.linkRequested };
    },
  });

  await route(records.statementHtml, {
    summary: "A donor's annual statement of a calendar year, as a page (HTML)",
    description: `Each gift received in the year (UTC): date, case, amount and receipt number, then the total, and the operator's STATEMENT_NOTE if set. Numbered once per donor and year. 404 for a year with no received gift. ${TOKEN_NOTE}`,
    handler: async (request, reply) => {
      const statement = await statementOf(request, request.params.year, request.query.token);
      return reply.type('text/html; charset=utf-8').send(statementHtml(statement));
    },
  });

  await route(records.statementPdf, {
    summary: "A donor's annual statement of a calendar year, as a PDF",
    description: `The same statement as the page, as a PDF file to download. ${TOKEN_NOTE}`,
    handler: async (request, reply) => {
      const statement = await statementOf(request, request.params.year, request.query.token);
      const pdf = await statementPdf(statement);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="hearth-statement-${statement.number}.pdf"`,
        )
        .type('application/pdf')
        .send(pdf);
    },
  });
};
