import { endpointsOf } from './endpoint.ts';

const { GET, POST, PUT } = endpointsOf(() => import('./notifications.ts'));

export const publicKey = GET('/api/notification/vapid-public-key', (s) => ({
  responses: { 200: s.vapidPublicKeyResponseSchema },
}));

export const subscribe = POST('/api/notification/subscribe', (s) => ({
  body: s.subscribeBodySchema,
  responses: { 201: s.messageResponseSchema },
}));

export const settings = PUT('/api/notification/push-settings', (s) => ({
  body: s.pushSettingsBodySchema,
  responses: { 200: s.pushSettingsResponseSchema },
}));
