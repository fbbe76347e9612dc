import { endpointsOf } from './endpoint.ts';

const { GET, PUT, DELETE } = endpointsOf(() => import('./notifications.ts'));

export const list = GET('/api/notification', (s) => ({
  query: s.notificationsQuerySchema,
  responses: { 200: s.notificationsResponseSchema },
}));

export const unreadCount = GET('/api/notification/unread-count', (s) => ({
  responses: { 200: s.unreadCountResponseSchema },
}));

export const readAll = PUT('/api/notification/read-all', (s) => ({
  responses: { 200: s.notificationChangeResponseSchema },
}));

export const read = PUT('/api/notification/:id/read', (s) => ({
  params: s.idParamsSchema,
  responses: { 200: s.notificationChangeResponseSchema },
}));

export const remove = DELETE('/api/notification/:id', (s) => ({
  params: s.idParamsSchema,
  responses: { 200: s.notificationChangeResponseSchema },
}));
