import { endpoint } from './endpoint.ts';

const schemas = async () => ({
  ...(await import('./notifications.ts')),
  ...(await import('./common.ts')),
});

export const list = endpoint('GET', '/api/notification', schemas, (s) => ({
  query: s.notificationsQuerySchema,
  responses: { 200: s.notificationsResponseSchema },
}));

export const unreadCount = endpoint('GET', '/api/notification/unread-count', schemas, (s) => ({
  responses: { 200: s.unreadCountResponseSchema },
}));

export const readAll = endpoint('PUT', '/api/notification/read-all', schemas, (s) => ({
  responses: { 200: s.notificationChangeResponseSchema },
}));

export const read = endpoint('PUT', '/api/notification/:id/read', schemas, (s) => ({
  params: s.idParamsSchema,
  responses: { 200: s.notificationChangeResponseSchema },
}));

export const remove = endpoint('DELETE', '/api/notification/:id', schemas, (s) => ({
  params: s.idParamsSchema,
  responses: { 200: s.notificationChangeResponseSchema },
}));
