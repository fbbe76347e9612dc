import { endpoint } from './endpoint.ts';

const schemas = () => import('./audit.ts');

export const list = endpoint('GET', '/api/audit', schemas, (s) => ({
  query: s.auditQuerySchema,
  responses: { 200: s.auditListSchema },
}));
