import { endpoint } from './endpoint.ts';

const schemas = async () => ({
  ...(await import('./sessions.ts')),
  ...(await import('./common.ts')),
});

export const list = endpoint('GET', '/api/user/sessions', schemas, (s) => ({
  responses: { 200: s.sessionListResponseSchema },
}));

export const signOut = endpoint('DELETE', '/api/user/sessions/:sessionId', schemas, (s) => ({
  params: s.sessionIdParamsSchema,
  responses: { 200: s.messageResponseSchema },
}));

export const signOutOthers = endpoint(
  'POST',
  '/api/user/sessions/sign-out-others',
  schemas,
  (s) => ({
    responses: { 200: s.signOutOthersResponseSchema },
  }),
);

export const confirmPresence = endpoint('POST', '/api/auth/confirm-presence', schemas, (s) => ({
  body: s.confirmPresenceSchema,
  responses: { 200: s.confirmPresenceResponseSchema },
}));
