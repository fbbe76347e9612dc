import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVIDENCE_MAX_BYTES, LEDGER_MESSAGES } from '#contracts/ledger.ts';
import * as ledger from '#contracts/ledger.endpoints.ts';
import { endpointRoute, endpointRoutes } from '../../platform/endpoint-routes.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import { ledgerCsv } from './case-ledger-csv.ts';
import {
  ledgerSeries,
  ledgerTotals,
  pageLedgerEntries,
  presentLedgerEntry,
} from './case-ledger.ts';
import { listUpdateDueCases } from './list-donation-cases.ts';
import { csvFileName } from './case-transactions-csv.ts';
import { authorizeLedgerKeeping } from './donations.policy.ts';
import { withCaseCan } from './donation-presenter.ts';
import { storeEvidence } from './evidence.ts';
import { recordDisbursement } from './record-disbursement.ts';
import { reverseLedgerEntry } from './reverse-ledger-entry.ts';
import { readOfCase, visibleCase } from './case-reads.ts';

const tags = ['donations'];

/** The one file of an evidence upload; 400 without one, 413 above EVIDENCE_MAX_BYTES. */
async function evidenceBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(LEDGER_MESSAGES.evidenceMissing);
  const file = await request.file();
  if (!file) throw badRequest(LEDGER_MESSAGES.evidenceMissing);
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, LEDGER_MESSAGES.evidenceTooLarge);
    }
    throw error;
  }
}

export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, tags);

  await route(ledger.page, {
    summary: "A case's money trail: totals, then its entries newest first (public)",
    description:
      'Gifts received, payment fees, disbursements with their payee (a role or pseudonym), purpose, method and evidence, and reversals with their reason. Nothing in it names or reaches a donor.',
    handler: async (request, reply) =>
      readOfCase(app.services, reply, request.params.id, async (row) => ({
        currency: row.currency,
        totals: ledgerTotals(row),
        ...(await pageLedgerEntries(app.services, row, request.query, 'newest')),
      })),
  });

  await route(ledger.series, {
    summary: "A case's money in and out over time, for its chart (public)",
    description:
      'One point per day something was entered, oldest first: gifts received so far, and fees and disbursements so far less reversals, in dollars.',
    handler: async (request, reply) =>
      readOfCase(app.services, reply, request.params.id, async (row) => ({
        currency: row.currency,
        points: await ledgerSeries(app.services, row),
      })),
  });

  await route(ledger.updateDue, {
    summary:
      'Cases with an update due: a disbursement 30 days old with no case update since (admins)',
    handler: async (request) => {
      const viewer = await request.requireViewer(authorizeLedgerKeeping);
      const list = await listUpdateDueCases(app.services, request.query);
      return {
        ...list,
        donationCases: list.donationCases.map((one) => withCaseCan(one, viewer)),
      };
    },
  });

  await route(ledger.csv, {
    summary: "A page of a case's money trail as CSV, oldest first (public)",
    handler: async (request, reply) => {
      const row = await visibleCase(app.services, request, request.params.id);
      const { entries } = await pageLedgerEntries(app.services, row, request.query, 'oldest');
      return reply
        .header('content-disposition', `attachment; filename="${csvFileName(row.title, 'ledger')}"`)
        .type('text/csv; charset=utf-8')
        .send(ledgerCsv(entries, row.currency));
    },
  });

  await route(ledger.disburse, {
    errors: [409],
    summary: 'Record money paid out of a case, with its evidence (admins)',
    description:
      '409 "This disbursement is more than the case holds" when it exceeds received − fees − disbursed; concurrent disbursements never overdraw. Evidence: URLs answered by POST /api/donation/evidence.',
    handler: async (request, reply) => {
      const viewer = await request.requireViewer(authorizeLedgerKeeping);
      const { entry, currency } = await recordDisbursement(
        app.services,
        viewer,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(presentLedgerEntry({ ...entry, reversedById: null }, currency));
    },
  });

  await route(ledger.reverse, {
    errors: [409],
    summary: 'Correct a mistaken disbursement with a reversing entry and its reason (admins)',
    description:
      'Both entries stay in the ledger. 409 for an entry that is not a disbursement, or one already reversed.',
    handler: async (request, reply) => {
      const viewer = await request.requireViewer(authorizeLedgerKeeping);
      const { id: caseId, entryId } = request.params;
      const { entry, currency } = await reverseLedgerEntry(
        app.services,
        viewer,
        { caseId, entryId },
        request.body.reason,
      );
      return reply.code(201).send(presentLedgerEntry({ ...entry, reversedById: null }, currency));
    },
  });

  // In a plugin of its own: multipart's hooks (files cleaned up after each request) run on the
  // evidence upload alone, never on the cached ledger reads.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: EVIDENCE_MAX_BYTES, files: 1 } });
    uploads.route({
      ...(await endpointRoute(ledger.uploadEvidence, {
        errors: [413],
        tags,
        summary: "Upload a disbursement's evidence: an image or a PDF, at most 10 MB (admins)",
        description:
          'A PDF is checked by its content and served as a download; an image is re-encoded without its metadata. Answers the URL a disbursement cites.',
        consumes: ['multipart/form-data'],
      })),
      handler: async (request, reply) => {
        await request.requireViewer(authorizeLedgerKeeping);
        const url = await storeEvidence(app.services, await evidenceBytes(request));
        return reply.code(201).send({ url });
      },
    });
  });
};
