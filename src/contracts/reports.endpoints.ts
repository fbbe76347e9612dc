import { endpointsOf } from './endpoint.ts';

const { GET, POST, PUT, DELETE } = endpointsOf(() => import('./reports.ts'));

export const list = GET('/api/report', (s) => ({
  query: s.reportListQuerySchema,
  responses: { 200: s.reportsResponseSchema },
}));

export const review = PUT('/api/report/:id', (s) => ({
  params: s.idParamsSchema,
  body: s.reviewReportSchema,
  responses: { 200: s.messageResponseSchema },
}));

export const remove = DELETE('/api/report/:id', (s) => ({
  params: s.idParamsSchema,
  responses: { 200: s.messageResponseSchema },
}));

export const file = POST('/api/report', (s) => ({
  body: s.createReportSchema,
  responses: { 201: s.reportFiledResponseSchema },
}));
