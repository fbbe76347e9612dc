import { endpointsOf } from './endpoint.ts';

const { GET } = endpointsOf(() => import('./mailings.ts'));

export const list = GET('/api/mailings', (s) => ({
  responses: { 200: s.mailingListSchema },
}));
