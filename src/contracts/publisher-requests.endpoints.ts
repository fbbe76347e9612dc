import { endpointsOf } from './endpoint.ts';

const { GET, POST, PUT } = endpointsOf(() => import('./publisher-requests.ts'));

export const request = POST('/api/user/request-publisher', (s) => ({
  body: s.publisherRequestSchema,
  responses: { 201: s.publisherRequestMadeSchema },
}));

export const mine = GET('/api/user/request-publisher/mine', (s) => ({
  responses: { 200: s.ownPublisherRequestSchema },
}));

export const list = GET('/api/user/publisher-requests/get', (s) => ({
  query: s.publisherRequestsQuerySchema,
  responses: { 200: s.publisherRequestListSchema },
}));

export const decide = PUT('/api/user/publisher-requests/update', (s) => ({
  body: s.decidePublisherRequestSchema,
  responses: { 200: s.publisherRequestDecidedSchema },
}));
