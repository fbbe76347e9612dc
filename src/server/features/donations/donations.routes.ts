import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  MAX_PAGE_LIMIT,
  text,
  TOTAL_COUNT_HEADER,
} from '#contracts/common.ts';
import type { DonationCase } from '#contracts/donations.ts';
import * as donations from '#contracts/donations.endpoints.ts';
import { cacheTags } from '../../cache-invalidation.ts';
import { auditSource } from '../../platform/audit-log.ts';
import { clientIdentifier } from '../../platform/client-identity.ts';
import { endpointRoute, endpointRoutes } from '../../platform/endpoint-routes.ts';
import { chosenLocale } from '../../platform/mail-language.ts';
import { unshared } from '../../platform/public-read.ts';
import { caseTransactionsCsv, csvFileName } from './case-transactions-csv.ts';
import { deleteDonationCase } from './delete-donation-case.ts';
import {
  presentDonationCase,
  withCaseCan,
  presentRecordedDonation,
  toTransaction,
} from './donation-presenter.ts';
import {
  authorizeAllCasesListing,
  authorizeCaseManagement,
  authorizeCaseView,
  authorizePledgeSettlement,
  authorizeTransactionsView,
  isPublicCase,
} from './donations.policy.ts';
import { findCheckout } from './find-checkout.ts';
import { readOfCase } from './case-reads.ts';
import { getDonationCase } from './get-donation-case.ts';
import { listCaseDonations } from './list-case-donations.ts';
import { hideSupporterMessage } from './hide-supporter-message.ts';
import { listDonationCases } from './list-donation-cases.ts';
import { listSupporters } from './list-supporters.ts';
import { lapsePledge } from './lapse-pledge.ts';
import { openDonationCase } from './open-donation-case.ts';
import { receivePledge } from './receive-pledge.ts';
import { presentStartedMonthlyGift } from './monthly-gift-presenter.ts';
import { recordDonation } from './record-donation.ts';
import { startMonthlyGift } from './start-monthly-gift.ts';
import { updateDonationCase } from './update-donation-case.ts';

const tags = ['donations'];

/**
 * A case shows the narrative it serves while that is published, so the narrative's tag goes with
 * it even while it is not shown (its approval must drop the answer too).
 */
const caseTags = (caseId: string, storyId: string | null) => [
  cacheTags.case(caseId),
  ...(storyId ? [cacheTags.story(storyId)] : []),
];

/** A case that will end is kept no longer than until then: no event says that it ended. */
const untilEnds = (cases: DonationCase[]) => {
  const ends = cases
    .map((donationCase) => (donationCase.endsAt ? Date.parse(donationCase.endsAt) : Infinity))
    .filter((end) => end > Date.now());
  const soonest = Math.min(...ends);
  return Number.isFinite(soonest) ? soonest - Date.now() : undefined;
};

export const donationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, tags);
  const identify = clientIdentifier(app);

  await route(donations.cases, {
    summary: 'Active donation cases, newest first (admins: active=all for every case)',
    handler: async (request, reply) => {
      const viewer = await request.optionalViewer();
      const forViewer = <List extends { donationCases: DonationCase[] }>(list: List) => ({
        ...list,
        donationCases: list.donationCases.map((one) => withCaseCan(one, viewer)),
      });
      if (request.query.active === 'all') {
        await request.requireViewer(authorizeAllCasesListing);
        return forViewer(await listDonationCases(app.services, request.query, true));
      }
      return reply.publicRead(
        {
          variesByViewer: true,
          forViewer: viewer && forViewer,
          // Which narratives the cases serve shows only while they are published: any review
          // of a narrative (`stories`) drops the list.
          tags: ({ donationCases }) => [
            cacheTags.cases,
            cacheTags.stories,
            ...donationCases.map(({ _id }) => cacheTags.case(_id)),
          ],
          maxAgeMs: ({ donationCases }) => untilEnds(donationCases),
        },
        () => listDonationCases(app.services, request.query, false),
      );
    },
  });

  await route(donations.get, {
    summary: 'A donation case (inactive and archived ones for admins only)',
    handler: async (request, reply) => {
      let servedStoryId: string | null = null;
      const viewer = await request.optionalViewer();
      return reply.publicRead(
        {
          variesByViewer: true,
          forViewer: viewer && ((one) => withCaseCan(one, viewer)),
          tags: (one) => caseTags(one._id, servedStoryId),
          maxAgeMs: (one) => untilEnds([one]),
        },
        async () => {
          const row = await getDonationCase(app.services, request.params.id);
          servedStoryId = row.storyId;
          // A public case answers anyone without asking who they are.
          if (isPublicCase(row)) return presentDonationCase(row);
          authorizeCaseView(viewer, row);
          return unshared(presentDonationCase(row, viewer));
        },
      );
    },
  });

  await route(donations.create, {
    errors: [409],
    summary: 'Open a donation case (admins)',
    handler: async (request, reply) => {
      const viewer = await request.requireViewer(authorizeCaseManagement);
      const created = await openDonationCase(app.services, viewer, request.body);
      return reply.code(201).send(presentDonationCase(created, viewer));
    },
  });

  await route(donations.update, {
    errors: [409],
    summary: 'Change a donation case, or (de)activate it (admins)',
    handler: async (request) => {
      const viewer = await request.requireViewer(authorizeCaseManagement);
      const updated = await updateDonationCase(
        app.services,
        viewer,
        request.params.id,
        request.body,
      );
      return presentDonationCase(updated, viewer);
    },
  });

  await route(donations.remove, {
    summary: 'Delete a case; one with donations is archived instead, so no record is lost',
    handler: async (request) => {
      const viewer = await request.requireViewer(authorizeCaseManagement);
      const { archived } = await deleteDonationCase(app.services, viewer, request.params.id);
      return archived
        ? {
            success: true,
            message: 'The case is closed and hidden; its donation records are kept',
            archived,
          }
        : { success: true, message: 'The donation case has been deleted', archived };
    },
  });

  const donate = await endpointRoute(donations.donate, {
    errors: [409],
    tags,
    summary: 'Donate to an active case (no account needed)',
    description:
      'Send an `Idempotency-Key` header to make retries safe: the same key from the same client (the signed-in user, else the address) answers the first donation. `frequency: monthly` (Stripe only; 400 "Monthly giving needs a card payment" in pledge mode) starts a monthly gift: the answer carries a `checkoutUrl` to Stripe Checkout in subscription mode, and each paid invoice becomes a completed gift with its own receipt. With PAYMENT_PROVIDER=none the donation is a pledge: it stays `pending` (no money moves) until an admin records it as received; with stripe the answer carries `checkoutUrl` and the donation counts when Stripe confirms the payment. The answer names the case and leaves out the donor details: they reach admins only.',
  });
  app.route({
    ...donate,
    // The retry key is a header, which the contract's parts do not describe.
    schema: {
      ...donate.schema,
      headers: z.looseObject({ 'idempotency-key': text().min(8).max(200).optional() }),
      response: { ...donate.schema.response, 429: errorResponseSchema, 502: errorResponseSchema },
    },
    preHandler: app.donationLimit,
    handler: async (request, reply) => {
      const { donorName, donorEmail, message } = request.body;
      if (request.body.frequency === 'monthly') {
        const started = await startMonthlyGift(
          app.services,
          request.body,
          (await request.optionalViewer())?.id ?? null,
          chosenLocale(request, app.config.defaultLocale),
        );
        return reply
          .code(201)
          .send(presentStartedMonthlyGift(started, { donorName, donorEmail, message }));
      }
      const key = request.headers['idempotency-key'];
      const recorded = await recordDonation(
        app.services,
        request.body,
        key ? { client: await identify(request), key } : undefined,
        (await request.optionalViewer())?.id ?? null,
        chosenLocale(request, app.config.defaultLocale),
      );
      return reply
        .code(recorded.isRepeat ? 200 : 201)
        .send(presentRecordedDonation(recorded, { donorName, donorEmail, message }));
    },
  });

  await route(donations.receivePledge, {
    errors: [409],
    summary: "Record a pledge's money as received (admins; moderation log)",
    description:
      'The amount that actually arrived (dollars, it may differ from the pledge), how (`method`), an optional reference and the date. The gift becomes `completed`, counts as raised, takes its receipt number and mails its receipt. 409 when it was already received or has lapsed, or is a card payment (Stripe confirms those).',
    handler: async (request) => {
      const viewer = await request.requireViewer(authorizePledgeSettlement);
      return toTransaction(
        await receivePledge(app.services, viewer, request.params.id, request.body),
      );
    },
  });

  await route(donations.lapsePledge, {
    errors: [409],
    summary: 'Mark a pending pledge as never paid (admins; moderation log)',
    description:
      'The gift becomes `lapsed` and leaves the pledged amount; nothing is deleted. 409 when it was received or is not pending.',
    handler: async (request) => {
      const viewer = await request.requireViewer(authorizePledgeSettlement);
      return toTransaction(
        await lapsePledge(app.services, viewer, request.params.id, request.body),
      );
    },
  });

  await route(donations.checkout, {
    summary: 'Whether a Stripe Checkout gift is confirmed yet (the success page asks)',
    description:
      'Answers `pending` until the Stripe webhook has confirmed the payment, then `completed` (or `failed`). Names the amount and the case, never the donor.',
    handler: async (request) => findCheckout(app.services, request.params.sessionId),
  });

  await route(donations.transactions, {
    summary: "A case's donations with donor details, newest first (admins; each read is audited)",
    description: `An array, paged by startIndex and limit (${MAX_PAGE_LIMIT} by default and at most). The \`${TOTAL_COUNT_HEADER}\` header carries how many donations the case has.`,
    handler: async (request, reply) => {
      const viewer = await request.requireViewer(authorizeTransactionsView);
      const { transactions, total } = await listCaseDonations(
        app.services,
        auditSource(request, viewer),
        request.params.caseId,
        request.query,
      );
      reply.header(TOTAL_COUNT_HEADER, total);
      return transactions;
    },
  });

  await route(donations.supporters, {
    summary: "A case's supporters, most recent first (the same visibility as the case)",
    description:
      'Each completed gift: the name the donor chose and their message only if they asked to be shown (else "Anonymous" and no message), the amount only if the case shows amounts. Never a donor\'s e-mail.',
    handler: async (request, reply) =>
      readOfCase(app.services, reply, request.params.id, (row) =>
        listSupporters(app.services, row, request.query),
      ),
  });

  await route(donations.hideSupporterMessage, {
    summary: "Hide a supporter's public message (admins; recorded in the moderation log)",
    handler: async (request) => {
      const viewer = await request.requireViewer(authorizeCaseManagement);
      await hideSupporterMessage(app.services, viewer, {
        caseId: request.params.id,
        supporterId: request.params.supporterId,
      });
      return { success: true, message: 'The message is hidden' };
    },
  });

  await route(donations.transactionsCsv, {
    summary: "A case's donations as a CSV file, with receipt numbers and totals (admins; audited)",
    description:
      'Every donation of the case, oldest first, then a count and total per status. Cells a spreadsheet would run as a formula start with an apostrophe.',
    handler: async (request, reply) => {
      const viewer = await request.requireViewer(authorizeTransactionsView);
      const { title, csv } = await caseTransactionsCsv(
        app.services,
        auditSource(request, viewer),
        request.params.caseId,
      );
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${csvFileName(title)}"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  });
};
