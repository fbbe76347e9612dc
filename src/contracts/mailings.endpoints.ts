import { endpointsOf } from './endpoint.ts';

const { GET } = endpointsOf(() => import('./mailings.ts'));

export const list = GET('/api/mailings', (s) => ({
  query: s.mailingsQuerySchema,
  responses: { 200: s.mailingListSchema },
}));
