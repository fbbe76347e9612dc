import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { badRequest } from '../../platform/errors.ts';
import { consumeOneTimeToken } from '../../platform/one-time-tokens.ts';
import type { Services } from '../../platform/services.ts';
import { findUserById } from '../users/find-user.ts';

const INVALID_LINK = 'Invalid or expired verification link';

/**
 * Marks the account's address verified with the mailed link, which works once. Opening it again
 * is harmless once the address is verified: `alreadyVerified` says so.
 */
export async function verifyEmail(
  services: Pick<Services, 'db' | 'events'>,
  link: { userId: string; token: string },
): Promise<{ alreadyVerified: boolean }> {
  const user = await findUserById(services, link.userId);
  if (!user) throw badRequest(INVALID_LINK);
  const isConsumed = await consumeOneTimeToken(services.db, link, 'verify-email');
  if (!isConsumed) {
    if (user.verified) return { alreadyVerified: true };
    throw badRequest(INVALID_LINK);
  }
  await services.db.update(users).set({ verified: true }).where(eq(users.id, link.userId));
  await services.events.emit('user.updated', { userId: link.userId });
  return { alreadyVerified: false };
}
