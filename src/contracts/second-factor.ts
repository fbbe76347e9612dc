import { z } from 'zod';
import { idSchema, messageResponseSchema, requiredText, text } from './common.ts';
import { currentPasswordField, presenceCodeField } from './sessions.ts';
import { signInResponseSchema } from './users.ts';
import {
  PASSKEY_NAME_MAX_LENGTH,
  SECOND_FACTOR_MESSAGES,
  SECOND_FACTOR_METHODS,
} from './second-factor.constants.ts';

export * from './second-factor.constants.ts';

/**
 * A WebAuthn answer as `@simplewebauthn/browser` gives it; the server's library checks its
 * inside, so only its outline and sizes are held here.
 */
const webauthnCredentialSchema = z
  .object({
    id: text().min(1).max(1400),
    rawId: text().min(1).max(1400),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  })
  .passthrough();
export type WebAuthnCredentialInput = z.output<typeof webauthnCredentialSchema>;

/** A code typed by the member: six digits from the app, or a recovery code. */
const codeField = requiredText(64, SECOND_FACTOR_MESSAGES.wrongCode);

/** The sign-in's answer when the account has a second factor: no session yet. */
export const secondFactorChallengeSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  secondFactor: z.object({
    methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
    ticket: z.string(),
  }),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** What a sign-in with a password answers: the session, or the second step's challenge. */
export const signInAnswerSchema = z.union([signInResponseSchema, secondFactorChallengeSchema]);

export const secondFactorSignInSchema = z.union([
  z.object({ ticket: text().min(1).max(200), code: codeField }),
  z.object({ ticket: text().min(1).max(200), passkey: webauthnCredentialSchema }),
]);
export type SecondFactorSignInInput = z.output<typeof secondFactorSignInSchema>;

export const ticketSchema = z.object({ ticket: text().min(1).max(200) });

export const passkeySignInSchema = z.object({ passkey: webauthnCredentialSchema });

/** WebAuthn options, handed to `@simplewebauthn/browser` as they are. */
export const webauthnOptionsSchema = z.object({ options: z.record(z.string(), z.unknown()) });

export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

export const secondFactorStatusSchema = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.array(passkeySummarySchema),
  /** Whether this account must have a second factor to use its powers (an admin, while required). */
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

export const totpSetupResponseSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as an SVG QR code, a `data:` URL. */
  qrCode: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

export const totpConfirmSchema = z.object({ code: codeField });
export type TotpConfirmInput = z.input<typeof totpConfirmSchema>;

export const recoveryCodesResponseSchema = messageResponseSchema.extend({
  /** Shown once: only their hashes are kept. Empty when the account already had codes. */
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/**
 * What may come with turning a factor off or replacing the codes: the current password or a
 * current code (app or recovery code). Neither is needed on a session proven in the last 10
 * minutes (`assertRecentProof`), so the body may be left out.
 */
export const presenceProofSchema = z
  .object({ currentPassword: currentPasswordField(), code: presenceCodeField() })
  .nullish();

export const passkeyRegistrationSchema = z.object({
  name: requiredText(PASSKEY_NAME_MAX_LENGTH, SECOND_FACTOR_MESSAGES.passkeyNameRequired),
  passkey: webauthnCredentialSchema,
});
export type PasskeyRegistrationInput = z.input<typeof passkeyRegistrationSchema>;

export const passkeyParamsSchema = z.object({ id: idSchema });
