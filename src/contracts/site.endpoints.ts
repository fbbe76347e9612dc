import { endpoint } from './endpoint.ts';

const schemas = () => import('./site.ts');

export const settings = endpoint('GET', '/api/site', schemas, (s) => ({
  responses: { 200: s.siteResponseSchema },
}));
