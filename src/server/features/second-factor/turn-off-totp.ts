import { and, eq, isNotNull } from 'drizzle-orm';
import { SECOND_FACTOR_MESSAGES } from '#contracts/second-factor.ts';
import type { Transaction } from '../../db/client.ts';
import { userPasskeys, userRecoveryCodes, userTotp } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';

/** Recovery codes stand in for a factor: with none left, they go too. */
export async function dropRecoveryCodesIfNoFactor(tx: Transaction, userId: string) {
  const [totp] = await tx
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt)));
  const [passkey] = await tx
    .select({ id: userPasskeys.id })
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, userId))
    .limit(1);
  if (!totp && !passkey) {
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  }
}

/** Turns the authenticator app off (the caller has checked the owner is present). */
export async function turnOffTotp(services: Pick<Services, 'db'>, viewer: Viewer) {
  await services.db.transaction(async (tx) => {
    const removed = await tx
      .delete(userTotp)
      .where(eq(userTotp.userId, viewer.id))
      .returning({ enabledAt: userTotp.enabledAt });
    if (!removed[0]?.enabledAt) throw badRequest(SECOND_FACTOR_MESSAGES.totpNotOn);
    await dropRecoveryCodesIfNoFactor(tx, viewer.id);
  });
}
