import { badRequest } from '../../platform/errors.ts';
import { consumeOneTimeToken } from '../../platform/one-time-tokens.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { tooManyAttempts } from '../../platform/rate-limits.ts';
import type { Services } from '../../platform/services.ts';
import { endAllSessions } from '../users/end-all-sessions.ts';

/**
 * Sets the new password with the mailed link, which works once; every session ends. The link is
 * checked first, so a genuine one always works; one that opens nothing counts against the client
 * address (never the account it names), which is refused with 429 once over its limit.
 */
export async function resetPassword(
  services: Pick<Services, 'db' | 'events' | 'authLimits'>,
  link: { userId: string; token: string },
  newPassword: string,
  address: string,
) {
  const isConsumed = await consumeOneTimeToken(services.db, link, 'reset-password');
  if (!isConsumed) {
    const wait = await services.authLimits.badResetLink(address);
    if (wait > 0) throw tooManyAttempts(wait);
    throw badRequest('This reset link is invalid or has expired');
  }
  const passwordHash = await hashPassword(newPassword);
  await endAllSessions(services, link.userId, { passwordHash });
}
