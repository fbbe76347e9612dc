import { endpoint } from './endpoint.ts';

// The signed-in session's own calls, which every page may make: apart from the rest of auth, so
// the home page does not carry the sign-in pages' endpoints.

const schemas = async () => ({
  ...(await import('./users.ts')),
  ...(await import('./common.ts')),
});

export const signOut = endpoint('POST', '/api/user/signout', schemas, (s) => ({
  responses: { 200: s.messageResponseSchema },
}));

export const refreshSession = endpoint('GET', '/api/user/refresh-token/data', schemas, (s) => ({
  responses: { 200: s.sessionUserSchema },
}));

export const validateToken = endpoint('HEAD', '/api/user/validate-token', schemas, (s) => ({
  responses: { 200: s.tokenCheckResponseSchema },
}));
