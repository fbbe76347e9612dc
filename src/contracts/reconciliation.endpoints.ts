import { endpointsOf } from './endpoint.ts';

const { GET } = endpointsOf(() => import('./reconciliation.ts'));

export const warnings = GET('/api/donation/reconciliation', (s) => ({
  query: s.reconciliationQuerySchema,
  responses: { 200: s.reconciliationResponseSchema },
}));
