export * from './tokens.constants.ts';

/** Purposes of the single-use links sent by mail. */
export const ONE_TIME_TOKEN_PURPOSES = [
  'verify-email',
  'reset-password',
  'confirm-email-change',
  'undo-email-change',
] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];
