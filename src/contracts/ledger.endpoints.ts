import { endpoint } from './endpoint.ts';

const schemas = async () => ({
  ...(await import('./ledger.ts')),
  ...(await import('./common.ts')),
});

export const page = endpoint('GET', '/api/donation/case/:id/ledger', schemas, (s) => ({
  params: s.idParamsSchema,
  query: s.ledgerQuerySchema,
  responses: { 200: s.ledgerResponseSchema },
}));

/** The chart's points for a case, oldest first. */
export const series = endpoint('GET', '/api/donation/case/:id/ledger/series', schemas, (s) => ({
  params: s.idParamsSchema,
  responses: { 200: s.ledgerSeriesResponseSchema },
}));

export const updateDue = endpoint('GET', '/api/donation/cases/update-due', schemas, (s) => ({
  query: s.updateDueQuerySchema,
  responses: { 200: s.updateDueResponseSchema },
}));

export const csv = endpoint('GET', '/api/donation/case/:id/ledger.csv', schemas, (s) => ({
  params: s.idParamsSchema,
  query: s.ledgerQuerySchema,
  responses: { 200: s.csvResponseSchema },
}));

export const disburse = endpoint('POST', '/api/donation/case/:id/disbursements', schemas, (s) => ({
  params: s.idParamsSchema,
  body: s.disbursementSchema,
  responses: { 201: s.ledgerEntrySchema },
}));

export const reverse = endpoint(
  'POST',
  '/api/donation/case/:id/ledger/:entryId/reverse',
  schemas,
  (s) => ({
    params: s.ledgerEntryParamsSchema,
    body: s.reversalSchema,
    responses: { 201: s.ledgerEntrySchema },
  }),
);

export const uploadEvidence = endpoint('POST', '/api/donation/evidence', schemas, (s) => ({
  responses: { 201: s.evidenceResponseSchema },
}));
