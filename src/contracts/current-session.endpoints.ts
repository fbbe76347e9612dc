import { endpointsOf } from './endpoint.ts';

// The signed-in session's own calls, which every page may make: apart from the rest of auth, so
// the home page does not carry the sign-in pages' endpoints.

const { GET, HEAD, POST } = endpointsOf(() => import('./users.ts'));

export const signOut = POST('/api/user/signout', (s) => ({
  responses: { 200: s.messageResponseSchema },
}));

export const refreshSession = GET('/api/user/refresh-token/data', (s) => ({
  responses: { 200: s.sessionUserSchema },
}));

export const validateToken = HEAD('/api/user/validate-token', (s) => ({
  responses: { 200: s.tokenCheckResponseSchema },
}));
