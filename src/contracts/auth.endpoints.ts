import { endpointsOf } from './endpoint.ts';

const { GET, POST } = endpointsOf(
  () => import('./auth.ts'),
  () => import('./second-factor.ts'),
);

export const signUp = POST('/api/auth/signup', (s) => ({
  body: s.signUpSchema,
  responses: { 201: s.messageResponseSchema },
}));

export const signIn = POST('/api/auth/signin', (s) => ({
  body: s.signInSchema,
  responses: { 200: s.signInAnswerSchema },
}));

export const verifyEmail = GET('/api/auth/:userId/verify/:token', (s) => ({
  params: s.emailLinkParamsSchema,
  responses: { 200: s.verifyEmailResponseSchema },
}));

export const requestPasswordReset = POST('/api/auth/request-password-reset', (s) => ({
  body: s.requestPasswordResetSchema,
  responses: { 200: s.messageResponseSchema },
}));

export const resetPassword = POST('/api/auth/reset-password/:userId/:token', (s) => ({
  params: s.emailLinkParamsSchema,
  body: s.resetPasswordSchema,
  responses: { 200: s.messageResponseSchema },
}));

export const confirmEmailChange = POST('/api/auth/:userId/confirm-email/:token', (s) => ({
  params: s.emailLinkParamsSchema,
  responses: { 200: s.messageResponseSchema },
}));

export const undoEmailChange = POST('/api/auth/:userId/undo-email-change/:token', (s) => ({
  params: s.emailLinkParamsSchema,
  responses: { 200: s.messageResponseSchema },
}));

export const providers = GET('/api/auth/providers', (s) => ({
  responses: { 200: s.oauthProvidersResponseSchema },
}));
