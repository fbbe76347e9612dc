import { endpointsOf } from './endpoint.ts';

const { GET, POST } = endpointsOf(() => import('./notification-settings.ts'));

/** The same answer whether or not the address exists or is subscribed already. */
export const subscribe = POST('/api/subscriptions', (s) => ({
  body: s.subscribeBodySchema,
  responses: { 202: s.messageResponseSchema },
}));

/** The link of a confirmation mail. */
export const confirm = GET('/api/subscriptions/confirm/:token', (s) => ({
  params: s.subscriptionTokenParamsSchema,
  responses: { 200: s.messageResponseSchema },
}));

/** One-click (RFC 8058): a mail program posts to a bulk mail's `List-Unsubscribe`, no sign-in. */
export const unsubscribe = POST('/api/subscriptions/unsubscribe/:token', (s) => ({
  params: s.subscriptionTokenParamsSchema,
  responses: { 200: s.messageResponseSchema },
}));
