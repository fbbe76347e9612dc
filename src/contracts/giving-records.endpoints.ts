import { endpoint } from './endpoint.ts';

const schemas = async () => ({
  ...(await import('./giving-records.ts')),
  ...(await import('./common.ts')),
});

/** The signed-in donor's record, or with `token` the record a mailed link opens. */
export const mine = endpoint('GET', '/api/donation/mine', schemas, (s) => ({
  query: s.donorRecordQuerySchema,
  responses: { 200: s.donorRecordResponseSchema },
}));

/** The same answer whether or not the address ever gave. */
export const recordsLink = endpoint('POST', '/api/donation/records-link', schemas, (s) => ({
  body: s.recordsLinkSchema,
  responses: { 200: s.messageResponseSchema },
}));

/** A page the browser opens (a link), not a call. */
export const statementHtml = endpoint('GET', '/api/donation/statements/:year', schemas, (s) => ({
  params: s.statementParamsSchema,
  query: s.statementQuerySchema,
  responses: { 200: s.statementHtmlSchema },
}));

/** A file the browser downloads (a link), not a call. */
export const statementPdf = endpoint('GET', '/api/donation/statements/:year.pdf', schemas, (s) => ({
  params: s.statementParamsSchema,
  query: s.statementQuerySchema,
  responses: { 200: s.statementPdfSchema },
}));
