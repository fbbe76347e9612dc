import { isEmail } from '#contracts/auth.ts';
import { assertNotBanned } from '../../platform/auth.ts';
import { unauthorized } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { tooManyAttempts } from '../../platform/rate-limits.ts';
import type { Services } from '../../platform/services.ts';
import { findUserByEmail, findUserByUsername, type UserRow } from '../users/find-user.ts';

export const WRONG_CREDENTIALS = 'Wrong username, e-mail or password';

// Verified against when no account matches, so a miss costs as long as a wrong password.
const decoyHash = hashPassword('decoy password for timing');

/**
 * The account the identifier and password open, or 401; a banned account is told why. Failures
 * count against the account the identifier names, by either spelling, from the client address
 * (`signInThrottle`), which may answer 429 before the password is checked. The account is
 * counted as it is now: once its sessions have all ended (a new password, a reset), every
 * address starts afresh on it.
 */
export async function authenticateWithPassword(
  services: Pick<Services, 'db' | 'signInThrottle'>,
  credentials: { identifier: string; password: string; address: string },
): Promise<UserRow> {
  const { identifier, password, address } = credentials;
  const user = isEmail(identifier)
    ? await findUserByEmail(services, identifier)
    : await findUserByUsername(services, identifier);
  // No account is longer than an e-mail can be (254), so neither is the key of an unknown one.
  const account = user
    ? `${user.id}:${user.tokenVersion}`
    : `unknown:${identifier.toLowerCase().slice(0, 254)}`;
  const wait = await services.signInThrottle.admit(account, address);
  if (wait > 0) throw tooManyAttempts(wait);

  const isMatch = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
  if (!user || !user.passwordHash || !isMatch) throw unauthorized(WRONG_CREDENTIALS);
  await services.signInThrottle.succeeded(account, address);
  await assertNotBanned(services, user);
  return user;
}
