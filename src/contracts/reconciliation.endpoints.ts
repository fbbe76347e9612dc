import { endpoint } from './endpoint.ts';

const schemas = async () => ({
  ...(await import('./reconciliation.ts')),
});

export const warnings = endpoint('GET', '/api/donation/reconciliation', schemas, (s) => ({
  query: s.reconciliationQuerySchema,
  responses: { 200: s.reconciliationResponseSchema },
}));
