import { endpointsOf } from './endpoint.ts';

const { GET, POST, DELETE } = endpointsOf(
  () => import('./second-factor.ts'),
  () => import('./users.ts'),
);

export const signIn = POST('/api/auth/signin/second-factor', (s) => ({
  body: s.secondFactorSignInSchema,
  responses: { 200: s.signInResponseSchema },
}));

export const signInOptions = POST('/api/auth/signin/second-factor/options', (s) => ({
  body: s.ticketSchema,
  responses: { 200: s.webauthnOptionsSchema },
}));

export const passkeySignInOptions = POST('/api/auth/passkey/options', (s) => ({
  responses: { 200: s.webauthnOptionsSchema },
}));

export const passkeySignIn = POST('/api/auth/signin/passkey', (s) => ({
  body: s.passkeySignInSchema,
  responses: { 200: s.signInResponseSchema },
}));

export const status = GET('/api/auth/second-factor', (s) => ({
  responses: { 200: s.secondFactorStatusSchema },
}));

export const startTotp = POST('/api/auth/second-factor/totp', (s) => ({
  responses: { 200: s.totpSetupResponseSchema },
}));

export const confirmTotp = POST('/api/auth/second-factor/totp/confirm', (s) => ({
  body: s.totpConfirmSchema,
  responses: { 200: s.recoveryCodesResponseSchema },
}));

export const turnOffTotp = DELETE('/api/auth/second-factor/totp', (s) => ({
  body: s.presenceProofSchema,
  responses: { 200: s.messageResponseSchema },
}));

export const replaceRecoveryCodes = POST('/api/auth/second-factor/recovery-codes', (s) => ({
  body: s.presenceProofSchema,
  responses: { 200: s.recoveryCodesResponseSchema },
}));

export const passkeyOptions = POST('/api/auth/second-factor/passkeys/options', (s) => ({
  responses: { 200: s.webauthnOptionsSchema },
}));

export const addPasskey = POST('/api/auth/second-factor/passkeys', (s) => ({
  body: s.passkeyRegistrationSchema,
  responses: { 201: s.recoveryCodesResponseSchema },
}));

export const removePasskey = DELETE('/api/auth/second-factor/passkeys/:id', (s) => ({
  params: s.passkeyParamsSchema,
  body: s.presenceProofSchema,
  responses: { 200: s.messageResponseSchema },
}));
