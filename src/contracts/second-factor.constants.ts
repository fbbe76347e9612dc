export const SECOND_FACTOR_METHODS = ['totp', 'recovery-code', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

export const RECOVERY_CODE_COUNT = 10;
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const PASSKEY_NAME_MAX_LENGTH = 60;

export const SECOND_FACTOR_MESSAGES = {
  required:
    'Admins must turn on two-step sign-in (an authenticator app or a passkey) before using admin pages.',
  wrongCode: 'That code is not valid. Check your authenticator app or recovery code and try again.',
  ticketExpired: 'This sign-in has expired or was already used. Please sign in again.',
  totpAlreadyOn: 'Two-step sign-in with an authenticator app is already on',
  totpNotStarted: 'Start the authenticator app setup first',
  totpNotOn: 'Two-step sign-in with an authenticator app is not on',
  passkeyFailed: 'The passkey could not be verified. Please try again.',
  passkeyNotFound: 'Passkey not found',
  passkeyUnknown: 'This passkey is not registered here',
  passkeyExists: 'This passkey is already registered',
  noFactor: 'Turn on an authenticator app or add a passkey first',
  passkeyNameRequired: 'Give this passkey a name',
} as const;
