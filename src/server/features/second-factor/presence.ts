import { SECOND_FACTOR_MESSAGES, type PresenceProof } from '#contracts/second-factor.ts';
import { badRequest } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { tooManyAttempts } from '../../platform/rate-limits.ts';
import type { Services } from '../../platform/services.ts';
import { getUserById } from '../users/find-user.ts';
import { useCode } from './factors.ts';

/**
 * Proof that the owner is at the keyboard, not just their session: the current password, or a
 * current code (app or recovery code), in the request. Guesses count with failed sign-ins on the
 * account (`signInThrottle`), so a stolen session cannot try passwords here freely.
 *
 * Stricter than `platform/presence.ts` on purpose: a recent sign-in does not stand in for it,
 * as a factor that is turned off protects nothing from then on.
 */
export async function assertOwnerPresent(
  services: Pick<Services, 'db' | 'secretBox' | 'signInThrottle'>,
  viewer: { id: string },
  proof: PresenceProof,
  address: string,
): Promise<void> {
  if (!proof.password && !proof.code) throw badRequest(SECOND_FACTOR_MESSAGES.proofNeeded);
  const wait = await services.signInThrottle.admit(viewer.id, address);
  if (wait > 0) throw tooManyAttempts(wait);
  const user = await getUserById(services, viewer.id);
  const present = proof.password
    ? Boolean(user.passwordHash) && (await verifyPassword(user.passwordHash!, proof.password))
    : await useCode(services, viewer.id, proof.code!);
  if (!present) throw badRequest(SECOND_FACTOR_MESSAGES.wrongProof);
  await services.signInThrottle.succeeded(viewer.id, address);
}
