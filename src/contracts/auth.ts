import { z } from 'zod';
import {
  idSchema,
  messageResponseSchema,
  MIN_AGE_YEARS,
  MIN_PASSWORD_LENGTH,
  text,
} from './common.ts';
import { MESSAGES, USERNAME_PATTERN, ageInYears, isEmail } from './auth.constants.ts';

export * from './auth.constants.ts';

/**
 * A string field that tolerates a missing value, so the "fill out all fields" rule speaks.
 * Passwords are taken as typed; everything else is trimmed.
 */
const formField = ({ message = MESSAGES.fillAllFields as string, trim = true } = {}) => {
  const field = text({ message });
  return (trim ? field.trim() : field).optional().transform((value) => value ?? '');
};

/**
 * A form-wide rule's message is kept on a field (the web shows it there, tied to the input): the
 * first one left empty.
 */
function firstEmptyField<Field extends string>(
  body: Record<Field, string>,
  fields: Field[],
): Field | undefined {
  return fields.find((field) => !body[field]);
}

function emailIssue(email: string): string | null {
  if (!email.includes('@')) return MESSAGES.emailNeedsAt;
  if (!isEmail(email)) return MESSAGES.invalidEmail;
  return null;
}

export const signUpSchema = z
  .object({
    username: formField(),
    email: formField(),
    password: formField({ trim: false }),
    dateOfBirth: formField(),
  })
  .superRefine((body, context) => {
    const fail = (field: keyof typeof body, message: string) =>
      context.addIssue({ code: 'custom', message, path: [field] });
    const empty = firstEmptyField(body, ['username', 'email', 'password', 'dateOfBirth']);
    if (empty) return fail(empty, MESSAGES.fillAllFields);
    const emailProblem = emailIssue(body.email);
    if (emailProblem) return fail('email', emailProblem);
    if (!USERNAME_PATTERN.test(body.username)) return fail('username', MESSAGES.username);
    if (body.password.length < MIN_PASSWORD_LENGTH) {
      return fail('password', MESSAGES.passwordTooShort);
    }
    const age = ageInYears(body.dateOfBirth);
    if (Number.isNaN(age)) return fail('dateOfBirth', MESSAGES.invalidDate);
    if (age < MIN_AGE_YEARS) return fail('dateOfBirth', MESSAGES.tooYoungToRegister);
  });
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z
  .object({
    /** A username or an e-mail address, as the sign-in form's single field allows. */
    email: formField(),
    password: formField({ trim: false }),
  })
  .superRefine((body, context) => {
    const fail = (field: keyof typeof body, message: string) =>
      context.addIssue({ code: 'custom', message, path: [field] });
    const empty = firstEmptyField(body, ['email', 'password']);
    if (empty) return fail(empty, MESSAGES.fillAllFields);
    if (body.email.includes('@') && !isEmail(body.email)) {
      fail('email', MESSAGES.invalidSignInEmail);
    }
  });
export type SignInInput = z.input<typeof signInSchema>;

export const requestPasswordResetSchema = z
  .object({ email: formField() })
  .superRefine((body, context) => {
    const path = ['email'];
    if (!body.email) context.addIssue({ code: 'custom', message: MESSAGES.emailRequired, path });
    else if (!isEmail(body.email))
      context.addIssue({ code: 'custom', message: MESSAGES.invalidEmail, path });
  });
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>;

/** The server checks the new password; the web form also checks the confirmation. */
export const resetPasswordSchema = z
  .object({
    newPassword: formField({ message: MESSAGES.resetFieldsRequired, trim: false }),
  })
  .superRefine((body, context) => {
    if (!body.newPassword)
      context.addIssue({ code: 'custom', message: MESSAGES.resetFieldsRequired });
    else if (body.newPassword.length < MIN_PASSWORD_LENGTH)
      context.addIssue({ code: 'custom', message: MESSAGES.passwordTooShort });
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The user and the token of a mailed link (verification or reset). */
export const emailLinkParamsSchema = z.object({ userId: idSchema, token: text().min(1).max(200) });

export const verifyEmailResponseSchema = messageResponseSchema.extend({
  alreadyVerified: z.boolean(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export const oauthProvidersResponseSchema = z.object({
  providers: z.array(z.enum(['google', 'facebook'])),
});
export type OAuthProvidersResponse = z.infer<typeof oauthProvidersResponseSchema>;
