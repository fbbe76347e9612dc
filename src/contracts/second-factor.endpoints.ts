import { endpoint } from './endpoint.ts';

const schemas = async () => ({
  ...(await import('./second-factor.ts')),
  ...(await import('./users.ts')),
  ...(await import('./common.ts')),
});

export const signIn = endpoint('POST', '/api/auth/signin/second-factor', schemas, (s) => ({
  body: s.secondFactorSignInSchema,
  responses: { 200: s.signInResponseSchema },
}));

export const signInOptions = endpoint(
  'POST',
  '/api/auth/signin/second-factor/options',
  schemas,
  (s) => ({
    body: s.ticketSchema,
    responses: { 200: s.webauthnOptionsSchema },
  }),
);

export const passkeySignInOptions = endpoint('POST', '/api/auth/passkey/options', schemas, (s) => ({
  responses: { 200: s.webauthnOptionsSchema },
}));

export const passkeySignIn = endpoint('POST', '/api/auth/signin/passkey', schemas, (s) => ({
  body: s.passkeySignInSchema,
  responses: { 200: s.signInResponseSchema },
}));

export const status = endpoint('GET', '/api/auth/second-factor', schemas, (s) => ({
  responses: { 200: s.secondFactorStatusSchema },
}));

export const startTotp = endpoint('POST', '/api/auth/second-factor/totp', schemas, (s) => ({
  responses: { 200: s.totpSetupResponseSchema },
}));

export const confirmTotp = endpoint(
  'POST',
  '/api/auth/second-factor/totp/confirm',
  schemas,
  (s) => ({
    body: s.totpConfirmSchema,
    responses: { 200: s.recoveryCodesResponseSchema },
  }),
);

export const turnOffTotp = endpoint('DELETE', '/api/auth/second-factor/totp', schemas, (s) => ({
  body: s.presenceProofSchema,
  responses: { 200: s.messageResponseSchema },
}));

export const replaceRecoveryCodes = endpoint(
  'POST',
  '/api/auth/second-factor/recovery-codes',
  schemas,
  (s) => ({
    body: s.presenceProofSchema,
    responses: { 200: s.recoveryCodesResponseSchema },
  }),
);

export const passkeyOptions = endpoint(
  'POST',
  '/api/auth/second-factor/passkeys/options',
  schemas,
  (s) => ({
    responses: { 200: s.webauthnOptionsSchema },
  }),
);

export const addPasskey = endpoint('POST', '/api/auth/second-factor/passkeys', schemas, (s) => ({
  body: s.passkeyRegistrationSchema,
  responses: { 201: s.recoveryCodesResponseSchema },
}));

export const removePasskey = endpoint(
  'DELETE',
  '/api/auth/second-factor/passkeys/:id',
  schemas,
  (s) => ({
    params: s.passkeyParamsSchema,
    body: s.presenceProofSchema,
    responses: { 200: s.messageResponseSchema },
  }),
);
