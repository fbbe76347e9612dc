import { endpointsOf } from './endpoint.ts';

const { GET } = endpointsOf(() => import('./audit.ts'));

export const list = GET('/api/audit', (s) => ({
  query: s.auditQuerySchema,
  responses: { 200: s.auditListSchema },
}));
