import { endpoint } from './endpoint.ts';

const schemas = async () => ({
  ...(await import('./donations.ts')),
  ...(await import('./common.ts')),
});

export const cases = endpoint('GET', '/api/donation/cases', schemas, (s) => ({
  query: s.casesQuerySchema,
  responses: { 200: s.casesResponseSchema },
}));

export const get = endpoint('GET', '/api/donation/case/:id', schemas, (s) => ({
  params: s.idParamsSchema,
  responses: { 200: s.donationCaseSchema },
}));

export const create = endpoint('POST', '/api/donation/case', schemas, (s) => ({
  body: s.createCaseSchema,
  responses: { 201: s.donationCaseSchema },
}));

export const update = endpoint('PUT', '/api/donation/case/:id', schemas, (s) => ({
  params: s.idParamsSchema,
  body: s.updateCaseSchema,
  responses: { 200: s.donationCaseSchema },
}));

export const remove = endpoint('DELETE', '/api/donation/case/:id', schemas, (s) => ({
  params: s.idParamsSchema,
  responses: { 200: s.deleteCaseResponseSchema },
}));

/** A repeated `Idempotency-Key` answers the first donation with 200. */
export const donate = endpoint('POST', '/api/donation/transaction', schemas, (s) => ({
  body: s.donationSchema,
  responses: { 200: s.recordedDonationResponseSchema, 201: s.recordedDonationResponseSchema },
}));

export const receivePledge = endpoint(
  'PUT',
  '/api/donation/transaction/:id/receive',
  schemas,
  (s) => ({
    params: s.idParamsSchema,
    body: s.receivePledgeSchema,
    responses: { 200: s.transactionSchema },
  }),
);

export const lapsePledge = endpoint('PUT', '/api/donation/transaction/:id/lapse', schemas, (s) => ({
  params: s.idParamsSchema,
  body: s.lapsePledgeSchema,
  responses: { 200: s.transactionSchema },
}));

export const checkout = endpoint('GET', '/api/donation/checkout/:sessionId', schemas, (s) => ({
  params: s.checkoutParamsSchema,
  responses: { 200: s.checkoutStatusResponseSchema },
}));

export const transactions = endpoint('GET', '/api/donation/transactions/:caseId', schemas, (s) => ({
  params: s.caseIdParamsSchema,
  query: s.transactionsQuerySchema,
  responses: { 200: s.transactionsResponseSchema },
}));

export const supporters = endpoint('GET', '/api/donation/case/:id/supporters', schemas, (s) => ({
  params: s.idParamsSchema,
  query: s.supportersQuerySchema,
  responses: { 200: s.supportersResponseSchema },
}));

export const hideSupporterMessage = endpoint(
  'POST',
  '/api/donation/case/:id/supporters/:supporterId/hide',
  schemas,
  (s) => ({
    params: s.supporterParamsSchema,
    responses: { 200: s.messageResponseSchema },
  }),
);

/** A file the browser downloads (a link), not a call. */
export const transactionsCsv = endpoint(
  'GET',
  '/api/donation/transactions/:caseId/csv',
  schemas,
  (s) => ({
    params: s.caseIdParamsSchema,
    responses: { 200: s.transactionsCsvSchema },
  }),
);
