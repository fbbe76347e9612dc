import { endpointsOf } from './endpoint.ts';

const { GET, POST } = endpointsOf(() => import('./case-updates.ts'));

export const list = GET('/api/donation/case/:id/updates', (s) => ({
  params: s.idParamsSchema,
  query: s.caseUpdatesQuerySchema,
  responses: { 200: s.caseUpdatesResponseSchema },
}));

export const post = POST('/api/donation/case/:id/updates', (s) => ({
  params: s.idParamsSchema,
  body: s.createCaseUpdateSchema,
  responses: { 201: s.caseUpdateSchema },
}));
