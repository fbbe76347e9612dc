import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '#contracts/second-factor.ts';

/** What `SecretBox` seals TOTP keys for. */
export const TOTP_SEAL_PURPOSE = 'totp-secret';
const ISSUER = 'Hearth';

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export function totpFor(base32Secret: string, accountName: string) {
  return new TOTP({
    issuer: ISSUER,
    label: accountName,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(base32Secret),
  });
}

export const looksLikeTotpCode = (code: string) =>
  new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code.replace(/\s+/g, ''));

/**
 * The 30-second step a code belongs to, accepting the steps just before and after the current
 * one (clocks drift), or null when it matches none.
 */
export function totpStepOf(base32Secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!looksLikeTotpCode(token)) return null;
  const totp = totpFor(base32Secret, '');
  const delta = totp.validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
