import { endpointsOf } from './endpoint.ts';

const { GET } = endpointsOf(() => import('./stats.ts'));

/** An author's posts and narratives over the period, day by day. */
export const author = GET('/api/stats/author', (s) => ({
  query: s.authorStatsQuerySchema,
  responses: { 200: s.authorStatsSchema },
}));

/** The whole site over the period, day by day (admins). */
export const site = GET('/api/stats/site', (s) => ({
  query: s.siteStatsQuerySchema,
  responses: { 200: s.siteStatsSchema },
}));
