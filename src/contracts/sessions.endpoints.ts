import { endpointsOf } from './endpoint.ts';

const { GET, POST, DELETE } = endpointsOf(() => import('./sessions.ts'));

export const list = GET('/api/user/sessions', (s) => ({
  responses: { 200: s.sessionListResponseSchema },
}));

export const signOut = DELETE('/api/user/sessions/:sessionId', (s) => ({
  params: s.sessionIdParamsSchema,
  responses: { 200: s.messageResponseSchema },
}));

export const signOutOthers = POST('/api/user/sessions/sign-out-others', (s) => ({
  responses: { 200: s.signOutOthersResponseSchema },
}));

export const confirmPresence = POST('/api/auth/confirm-presence', (s) => ({
  body: s.confirmPresenceSchema,
  responses: { 200: s.confirmPresenceResponseSchema },
}));
