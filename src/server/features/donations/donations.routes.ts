import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '#contracts/common.ts';
import {
  errorResponseSchema,
  idSchema,
  MAX_PAGE_LIMIT,
  pageQuerySchema,
  text,
  TOTAL_COUNT_HEADER,
} from '#contracts/common.ts';
import {
  createCaseSchema,
  DONATION_MESSAGES,
  DONATIONS_PAGE_SIZE,
  donationCaseSchema,
  donationSchema,
  dollarsFromCents,
  transactionSchema,
  updateCaseSchema,
} from '#contracts/donations.ts';
import { donationCases, donationTransactions } from '../../db/schema.ts';
import { requireAdmin } from '../../platform/auth.ts';
import { clientIdentifier } from '../../platform/client-identity.ts';
import { badRequest, notFound, commonErrorResponses } from '../../platform/errors.ts';
import { donationCaseOpened } from '../notifications/notification-events.ts';
import { presentDonationCase, toTransaction } from './donation-presenter.ts';
import { listCases } from './list-cases.ts';
import { changeCase, closeCase, openCase } from './manage-cases.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { recordDonation } from './record-donation.ts';

const errors = commonErrorResponses;

export const donationsRoutes =
  (provider: PaymentProvider): FastifyPluginAsyncZod =>
  async (app) => {
    const identify = clientIdentifier(app);

    async function findCase(id: string) {
      const [row] = await app.db
        .select()
        .from(donationCases)
        .where(eq(donationCases.id, id))
        .limit(1);
      if (!row) throw notFound(DONATION_MESSAGES.caseNotFound);
      return row;
    }

    app.get(
      '/api/donation/cases',
      {
        schema: {
          tags: ['donations'],
          summary: 'Active donation cases, newest first (admins: active=all for every case)',
          querystring: pageQuerySchema(DONATIONS_PAGE_SIZE).extend({
            active: z
              .enum(['true', 'all'], { message: 'active must be true or all' })
              .default('true'),
          }),
          response: {
            200: z.object({
              donationCases: z.array(donationCaseSchema),
              totalCases: z.number().int(),
            }),
            ...errors,
          },
        },
      },
      async (request) => {
        const wantsAll = request.query.active === 'all';
        if (wantsAll) await requireAdmin(request);
        return listCases(app.db, request.query, wantsAll);
      },
    );

    app.get(
      '/api/donation/case/:id',
      {
        schema: {
          tags: ['donations'],
          summary: 'A donation case (inactive and archived ones for admins only)',
          params: z.object({ id: idSchema }),
          response: { 200: donationCaseSchema, ...errors },
        },
      },
      async (request) => {
        const row = await findCase(request.params.id);
        const isPublic = row.active && row.archivedAt === null;
        if (!isPublic && !(await request.optionalViewer())?.isAdmin) {
          throw notFound(DONATION_MESSAGES.caseNotFound);
        }
        return presentDonationCase(row);
      },
    );

    app.post(
      '/api/donation/case',
      {
        schema: {
          tags: ['donations'],
          summary: 'Open a donation case (admins)',
          body: createCaseSchema,
          response: { 201: donationCaseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const viewer = await requireAdmin(request);
        const created = await openCase(app.db, viewer, request.body);
        await donationCaseOpened(app, viewer, { id: created.id, title: created.title });
        return reply.code(201).send(presentDonationCase(created));
      },
    );

    app.put(
      '/api/donation/case/:id',
      {
        schema: {
          tags: ['donations'],
          summary: 'Change a donation case, or (de)activate it (admins)',
          params: z.object({ id: idSchema }),
          body: updateCaseSchema,
          response: { 200: donationCaseSchema, ...errors },
        },
      },
      async (request) => {
        const viewer = await requireAdmin(request);
        const existing = await findCase(request.params.id);
        return presentDonationCase(await changeCase(app.db, viewer, existing, request.body));
      },
    );

    app.delete(
      '/api/donation/case/:id',
      {
        schema: {
          tags: ['donations'],
          summary: 'Delete a case; one with donations is archived instead, so no record is lost',
          params: z.object({ id: idSchema }),
          response: { 200: messageResponseSchema.extend({ archived: z.boolean() }), ...errors },
        },
      },
      async (request) => {
        const viewer = await requireAdmin(request);
        const existing = await findCase(request.params.id);
        const { archived } = await closeCase(app.db, viewer, existing);
        if (archived) {
          return {
            success: true,
            message: 'The case is closed and hidden; its donation records are kept',
            archived: true,
          };
        }
        return { success: true, message: 'The donation case has been deleted', archived: false };
      },
    );

    app.post(
      '/api/donation/transaction',
      {
        preHandler: app.donationLimit,
        schema: {
          tags: ['donations'],
          summary: 'Donate to an active case (no account needed)',
          description:
            'Send an `Idempotency-Key` header to make retries safe: the same key from the same client (the signed-in user, else the address) answers the first donation. With PAYMENT_PROVIDER=none the donation is completed at once and no money moves; with stripe the answer carries `checkoutUrl` and the donation counts when Stripe confirms the payment. The answer names the case and leaves out the donor details: they reach admins only.',
          headers: z.looseObject({ 'idempotency-key': text().min(8).max(200).optional() }),
          body: donationSchema,
          response: {
            201: z.object({
              success: z.literal(true),
              message: z.string(),
              // No donor details: a replayed key must not hand them out.
              transaction: z.object({
                _id: z.string(),
                donationCaseId: z.string(),
                amount: z.number(),
                status: z.string(),
              }),
              checkoutUrl: z.string().nullable(),
            }),
            429: errorResponseSchema,
            502: errorResponseSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const key = request.headers['idempotency-key'];
        const { transaction, checkoutUrl, isRepeat } = await recordDonation(
          app,
          provider,
          request.body,
          key ? { client: await identify(request), key } : undefined,
        );
        if (isRepeat && transaction.donationCaseId !== request.body.donationCaseId) {
          throw badRequest('This Idempotency-Key was used for another donation');
        }
        return reply.code(isRepeat ? 200 : 201).send({
          success: true as const,
          message:
            transaction.status === 'completed'
              ? 'Thank you for your donation!'
              : 'Continue to the payment page to complete your donation.',
          transaction: {
            _id: transaction.id,
            donationCaseId: transaction.donationCaseId,
            amount: dollarsFromCents(transaction.amountCents),
            status: transaction.status,
          },
          checkoutUrl,
        });
      },
    );

    app.get(
      '/api/donation/transactions/:caseId',
      {
        schema: {
          tags: ['donations'],
          summary: "A case's donations with donor details, newest first (admins)",
          description: `An array, paged by startIndex and limit (${MAX_PAGE_LIMIT} by default and at most). The \`${TOTAL_COUNT_HEADER}\` header carries how many donations the case has.`,
          params: z.object({ caseId: idSchema }),
          querystring: pageQuerySchema(MAX_PAGE_LIMIT),
          response: { 200: z.array(transactionSchema), ...errors },
        },
      },
      async (request, reply) => {
        await requireAdmin(request);
        await findCase(request.params.caseId);
        const where = eq(donationTransactions.donationCaseId, request.params.caseId);
        const [rows, [total]] = await Promise.all([
          app.db
            .select()
            .from(donationTransactions)
            .where(where)
            .orderBy(desc(donationTransactions.createdAt), desc(donationTransactions.id))
            .offset(request.query.startIndex)
            .limit(request.query.limit),
          app.db.select({ value: count() }).from(donationTransactions).where(where),
        ]);
        reply.header(TOTAL_COUNT_HEADER, total?.value ?? 0);
        return rows.map(toTransaction);
      },
    );
  };
