import { endpoint } from './endpoint.ts';

const schemas = async () => ({
  ...(await import('./reports.ts')),
  ...(await import('./common.ts')),
});

export const list = endpoint('GET', '/api/report', schemas, (s) => ({
  query: s.reportListQuerySchema,
  responses: { 200: s.reportsResponseSchema },
}));

export const review = endpoint('PUT', '/api/report/:id', schemas, (s) => ({
  params: s.idParamsSchema,
  body: s.reviewReportSchema,
  responses: { 200: s.messageResponseSchema },
}));

export const remove = endpoint('DELETE', '/api/report/:id', schemas, (s) => ({
  params: s.idParamsSchema,
  responses: { 200: s.messageResponseSchema },
}));

export const file = endpoint('POST', '/api/report', schemas, (s) => ({
  body: s.createReportSchema,
  responses: { 201: s.reportFiledResponseSchema },
}));
