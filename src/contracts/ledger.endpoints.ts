import { endpointsOf } from './endpoint.ts';

const { GET, POST } = endpointsOf(() => import('./ledger.ts'));

export const page = GET('/api/donation/case/:id/ledger', (s) => ({
  params: s.idParamsSchema,
  query: s.ledgerQuerySchema,
  responses: { 200: s.ledgerResponseSchema },
}));

/** The chart's points for a case, oldest first. */
export const series = GET('/api/donation/case/:id/ledger/series', (s) => ({
  params: s.idParamsSchema,
  responses: { 200: s.ledgerSeriesResponseSchema },
}));

export const updateDue = GET('/api/donation/cases/update-due', (s) => ({
  query: s.updateDueQuerySchema,
  responses: { 200: s.updateDueResponseSchema },
}));

export const csv = GET('/api/donation/case/:id/ledger.csv', (s) => ({
  params: s.idParamsSchema,
  query: s.ledgerQuerySchema,
  responses: { 200: s.csvResponseSchema },
}));

export const disburse = POST('/api/donation/case/:id/disbursements', (s) => ({
  params: s.idParamsSchema,
  body: s.disbursementSchema,
  responses: { 201: s.ledgerEntrySchema },
}));

export const reverse = POST('/api/donation/case/:id/ledger/:entryId/reverse', (s) => ({
  params: s.ledgerEntryParamsSchema,
  body: s.reversalSchema,
  responses: { 201: s.ledgerEntrySchema },
}));

export const uploadEvidence = POST('/api/donation/evidence', (s) => ({
  responses: { 201: s.evidenceResponseSchema },
}));
