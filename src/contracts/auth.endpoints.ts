import { endpoint } from './endpoint.ts';

const schemas = async () => ({
  ...(await import('./auth.ts')),
  ...(await import('./common.ts')),
  ...(await import('./second-factor.ts')),
});

export const signUp = endpoint('POST', '/api/auth/signup', schemas, (s) => ({
  body: s.signUpSchema,
  responses: { 201: s.messageResponseSchema },
}));

export const signIn = endpoint('POST', '/api/auth/signin', schemas, (s) => ({
  body: s.signInSchema,
  responses: { 200: s.signInAnswerSchema },
}));

export const verifyEmail = endpoint('GET', '/api/auth/:userId/verify/:token', schemas, (s) => ({
  params: s.emailLinkParamsSchema,
  responses: { 200: s.verifyEmailResponseSchema },
}));

export const requestPasswordReset = endpoint(
  'POST',
  '/api/auth/request-password-reset',
  schemas,
  (s) => ({
    body: s.requestPasswordResetSchema,
    responses: { 200: s.messageResponseSchema },
  }),
);

export const resetPassword = endpoint(
  'POST',
  '/api/auth/reset-password/:userId/:token',
  schemas,
  (s) => ({
    params: s.emailLinkParamsSchema,
    body: s.resetPasswordSchema,
    responses: { 200: s.messageResponseSchema },
  }),
);

export const confirmEmailChange = endpoint(
  'POST',
  '/api/auth/:userId/confirm-email/:token',
  schemas,
  (s) => ({
    params: s.emailLinkParamsSchema,
    responses: { 200: s.messageResponseSchema },
  }),
);

export const undoEmailChange = endpoint(
  'POST',
  '/api/auth/:userId/undo-email-change/:token',
  schemas,
  (s) => ({
    params: s.emailLinkParamsSchema,
    responses: { 200: s.messageResponseSchema },
  }),
);

export const providers = endpoint('GET', '/api/auth/providers', schemas, (s) => ({
  responses: { 200: s.oauthProvidersResponseSchema },
}));
