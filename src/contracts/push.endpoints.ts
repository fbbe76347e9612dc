import { endpoint } from './endpoint.ts';

const schemas = async () => ({
  ...(await import('./notifications.ts')),
  ...(await import('./common.ts')),
});

export const publicKey = endpoint('GET', '/api/notification/vapid-public-key', schemas, (s) => ({
  responses: { 200: s.vapidPublicKeyResponseSchema },
}));

export const subscribe = endpoint('POST', '/api/notification/subscribe', schemas, (s) => ({
  body: s.subscribeBodySchema,
  responses: { 201: s.messageResponseSchema },
}));

export const settings = endpoint('PUT', '/api/notification/push-settings', schemas, (s) => ({
  body: s.pushSettingsBodySchema,
  responses: { 200: s.pushSettingsResponseSchema },
}));
