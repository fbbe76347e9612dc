import { eq } from 'drizzle-orm';
import { isEmail } from '#contracts/auth.ts';
import { authChallenges, userPasskeys, userRecoveryCodes, userTotp } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import { revokeSessions } from '../users/end-all-sessions.ts';
import { findUserByEmail, findUserByUsername, type UserRow } from '../users/find-user.ts';

/**
 * The operator's way back in for someone who lost every factor (run on the server, see
 * `docs/deploying.md`): the account's authenticator app, passkeys, recovery codes and pending
 * sign-ins are removed and every session of it ends, in one transaction. Null: no such account.
 */
export async function removeSecondFactors(
  services: Pick<Services, 'db'>,
  identifier: string,
): Promise<UserRow | null> {
  const user = isEmail(identifier)
    ? await findUserByEmail(services, identifier)
    : await findUserByUsername(services, identifier);
  if (!user) return null;
  await services.db.transaction(async (tx) => {
    await tx.delete(userTotp).where(eq(userTotp.userId, user.id));
    await tx.delete(userPasskeys).where(eq(userPasskeys.userId, user.id));
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id));
    await tx.delete(authChallenges).where(eq(authChallenges.userId, user.id));
    await revokeSessions(tx, user.id);
  });
  return user;
}
