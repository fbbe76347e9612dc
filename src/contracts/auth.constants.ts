import { MIN_AGE_YEARS, MIN_PASSWORD_LENGTH } from './common.constants.ts';

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MESSAGES = {
  fillAllFields: 'Please fill out all fields',
  emailNeedsAt: "Please include an '@' in the email address.",
  invalidEmail: 'Please enter a valid email address',
  invalidSignInEmail: 'Please enter a valid email address.',
  username: 'Username must be 3 to 30 characters: letters, numbers, dots, hyphens or underscores',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  tooYoungToRegister: `You must be at least ${MIN_AGE_YEARS} years old to register`,
  tooYoungToUse: `You must be at least ${MIN_AGE_YEARS} years old to use this platform`,
  invalidDate: 'Please enter a valid date of birth',
  resetFieldsRequired: 'All fields are required',
  passwordsDoNotMatch: 'Passwords do not match',
  emailRequired: 'Email is required',
} as const;

export const isEmail = (value: string) => EMAIL_PATTERN.test(value);

/** Whole years between a `YYYY-MM-DD` birth date and `today`; NaN when the date is invalid. */
export function ageInYears(dateOfBirth: string, today = new Date()): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return Number.NaN;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return Number.NaN;
  let age = today.getUTCFullYear() - year;
  const hadBirthday =
    today.getUTCMonth() > month - 1 ||
    (today.getUTCMonth() === month - 1 && today.getUTCDate() >= day);
  if (!hadBirthday) age -= 1;
  return age;
}

/** The latest birth date allowed to sign up today (`YYYY-MM-DD`), for the date input's max. */
export function latestAllowedBirthDate(today = new Date()): string {
  const latest = new Date(
    Date.UTC(today.getUTCFullYear() - MIN_AGE_YEARS, today.getUTCMonth(), today.getUTCDate()),
  );
  return latest.toISOString().slice(0, 10);
}

/** The reset form's own order of checks: both fields, length, then the match. */
export function resetFormIssue(newPassword: string, confirmPassword: string): string | null {
  if (!newPassword || !confirmPassword) return MESSAGES.resetFieldsRequired;
  if (newPassword.length < MIN_PASSWORD_LENGTH) return MESSAGES.passwordTooShort;
  if (newPassword !== confirmPassword) return MESSAGES.passwordsDoNotMatch;
  return null;
}
