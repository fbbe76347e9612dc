import { endpoint } from './endpoint.ts';

const schemas = async () => ({
  ...(await import('./case-updates.ts')),
  ...(await import('./common.ts')),
});

export const list = endpoint('GET', '/api/donation/case/:id/updates', schemas, (s) => ({
  params: s.idParamsSchema,
  query: s.caseUpdatesQuerySchema,
  responses: { 200: s.caseUpdatesResponseSchema },
}));

export const post = endpoint('POST', '/api/donation/case/:id/updates', schemas, (s) => ({
  params: s.idParamsSchema,
  body: s.createCaseUpdateSchema,
  responses: { 201: s.caseUpdateSchema },
}));
