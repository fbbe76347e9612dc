import { endpoint } from './endpoint.ts';

const schemas = () => import('./publisher-requests.ts');

export const request = endpoint('POST', '/api/user/request-publisher', schemas, (s) => ({
  body: s.publisherRequestSchema,
  responses: { 201: s.publisherRequestMadeSchema },
}));

export const mine = endpoint('GET', '/api/user/request-publisher/mine', schemas, (s) => ({
  responses: { 200: s.ownPublisherRequestSchema },
}));

export const list = endpoint('GET', '/api/user/publisher-requests/get', schemas, (s) => ({
  query: s.publisherRequestsQuerySchema,
  responses: { 200: s.publisherRequestListSchema },
}));

export const decide = endpoint('PUT', '/api/user/publisher-requests/update', schemas, (s) => ({
  body: s.decidePublisherRequestSchema,
  responses: { 200: s.publisherRequestDecidedSchema },
}));
