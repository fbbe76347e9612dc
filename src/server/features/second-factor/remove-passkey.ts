import { and, eq } from 'drizzle-orm';
import { SECOND_FACTOR_MESSAGES } from '#contracts/second-factor.ts';
import { userPasskeys } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { dropRecoveryCodesIfNoFactor } from './turn-off-totp.ts';

/** Removes one of the caller's passkeys; another's is answered as missing. */
export async function removePasskey(services: Pick<Services, 'db'>, viewer: Viewer, id: string) {
  await services.db.transaction(async (tx) => {
    const removed = await tx
      .delete(userPasskeys)
      .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, viewer.id)))
      .returning({ id: userPasskeys.id });
    if (removed.length === 0) throw notFound(SECOND_FACTOR_MESSAGES.passkeyNotFound);
    await dropRecoveryCodesIfNoFactor(tx, viewer.id);
  });
}

export async function ownsPasskey(services: Pick<Services, 'db'>, viewer: Viewer, id: string) {
  const [row] = await services.db
    .select({ id: userPasskeys.id })
    .from(userPasskeys)
    .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, viewer.id)));
  return Boolean(row);
}
