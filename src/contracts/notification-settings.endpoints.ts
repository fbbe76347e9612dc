import { endpointsOf } from './endpoint.ts';

const { GET, PUT } = endpointsOf(() => import('./notification-settings.ts'));

/** The signed-in member's channels per type, and their digest choice. */
export const get = GET('/api/user/notification-settings', (s) => ({
  responses: { 200: s.notificationSettingsResponseSchema },
}));

export const put = PUT('/api/user/notification-settings', (s) => ({
  body: s.notificationSettingsBodySchema,
  responses: { 200: s.notificationSettingsResponseSchema },
}));
