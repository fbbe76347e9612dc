import { endpointsOf } from './endpoint.ts';

const { GET, POST } = endpointsOf(() => import('./giving-records.ts'));

/** The signed-in donor's record, or with `token` the record a mailed link opens. */
export const mine = GET('/api/donation/mine', (s) => ({
  query: s.donorRecordQuerySchema,
  responses: { 200: s.donorRecordResponseSchema },
}));

/** The same answer whether or not the address ever gave. */
export const recordsLink = POST('/api/donation/records-link', (s) => ({
  body: s.recordsLinkSchema,
  responses: { 200: s.messageResponseSchema },
}));

/** A page the browser opens (a link), not a call. */
export const statementHtml = GET('/api/donation/statements/:year', (s) => ({
  params: s.statementParamsSchema,
  query: s.statementQuerySchema,
  responses: { 200: s.statementHtmlSchema },
}));

/** A file the browser downloads (a link), not a call. */
export const statementPdf = GET('/api/donation/statements/:year.pdf', (s) => ({
  params: s.statementParamsSchema,
  query: s.statementQuerySchema,
  responses: { 200: s.statementPdfSchema },
}));
