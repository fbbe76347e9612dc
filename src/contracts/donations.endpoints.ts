import { endpointsOf } from './endpoint.ts';

const { GET, POST, PUT, DELETE } = endpointsOf(() => import('./donations.ts'));

export const cases = GET('/api/donation/cases', (s) => ({
  query: s.casesQuerySchema,
  responses: { 200: s.casesResponseSchema },
}));

export const get = GET('/api/donation/case/:id', (s) => ({
  params: s.idParamsSchema,
  responses: { 200: s.donationCaseSchema },
}));

export const create = POST('/api/donation/case', (s) => ({
  body: s.createCaseSchema,
  responses: { 201: s.donationCaseSchema },
}));

export const update = PUT('/api/donation/case/:id', (s) => ({
  params: s.idParamsSchema,
  body: s.updateCaseSchema,
  responses: { 200: s.donationCaseSchema },
}));

export const remove = DELETE('/api/donation/case/:id', (s) => ({
  params: s.idParamsSchema,
  responses: { 200: s.deleteCaseResponseSchema },
}));

/** A repeated `Idempotency-Key` answers the first donation with 200. */
export const donate = POST('/api/donation/transaction', (s) => ({
  body: s.donationSchema,
  responses: { 200: s.recordedDonationResponseSchema, 201: s.recordedDonationResponseSchema },
}));

export const receivePledge = PUT('/api/donation/transaction/:id/receive', (s) => ({
  params: s.idParamsSchema,
  body: s.receivePledgeSchema,
  responses: { 200: s.transactionSchema },
}));

export const lapsePledge = PUT('/api/donation/transaction/:id/lapse', (s) => ({
  params: s.idParamsSchema,
  body: s.lapsePledgeSchema,
  responses: { 200: s.transactionSchema },
}));

export const checkout = GET('/api/donation/checkout/:sessionId', (s) => ({
  params: s.checkoutParamsSchema,
  responses: { 200: s.checkoutStatusResponseSchema },
}));

export const transactions = GET('/api/donation/transactions/:caseId', (s) => ({
  params: s.caseIdParamsSchema,
  query: s.transactionsQuerySchema,
  responses: { 200: s.transactionsResponseSchema },
}));

export const supporters = GET('/api/donation/case/:id/supporters', (s) => ({
  params: s.idParamsSchema,
  query: s.supportersQuerySchema,
  responses: { 200: s.supportersResponseSchema },
}));

export const hideSupporterMessage = POST(
  '/api/donation/case/:id/supporters/:supporterId/hide',
  (s) => ({
    params: s.supporterParamsSchema,
    responses: { 200: s.messageResponseSchema },
  }),
);

/** A file the browser downloads (a link), not a call. */
export const transactionsCsv = GET('/api/donation/transactions/:caseId/csv', (s) => ({
  params: s.caseIdParamsSchema,
  responses: { 200: s.transactionsCsvSchema },
}));
