import { endpointsOf } from './endpoint.ts';

const { GET } = endpointsOf(() => import('./site.ts'));

export const settings = GET('/api/site', (s) => ({
  responses: { 200: s.siteResponseSchema },
}));

export const locales = GET('/api/site/locales', (s) => ({
  responses: { 200: s.localesResponseSchema },
}));
