import { and, eq, isNull } from 'drizzle-orm';
import { SECOND_FACTOR_MESSAGES } from '#contracts/second-factor.ts';
import { userTotp } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { unusedRecoveryCodes } from './factors.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';
import { pendingTotp } from './start-totp-setup.ts';
import { TOTP_SEAL_PURPOSE, totpStepOf } from './totp.ts';

/**
 * Turns the authenticator app on with a first valid code from it. An account getting its first
 * factor also gets its ten recovery codes, returned this once.
 */
export async function confirmTotp(
  services: Pick<Services, 'db' | 'secretBox'>,
  viewer: Viewer,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const pending = await pendingTotp(services, viewer.id);
  if (!pending) throw badRequest(SECOND_FACTOR_MESSAGES.totpNotStarted);
  const secret = services.secretBox.open(TOTP_SEAL_PURPOSE, pending.sealedSecret);
  const step = secret ? totpStepOf(secret, code) : null;
  if (step === null) throw badRequest(SECOND_FACTOR_MESSAGES.wrongCode);
  const hasCodes = (await unusedRecoveryCodes(services, viewer.id)) > 0;
  return services.db.transaction(async (tx) => {
    const enabled = await tx
      .update(userTotp)
      .set({ enabledAt: new Date(), lastUsedStep: step })
      .where(and(eq(userTotp.userId, viewer.id), isNull(userTotp.enabledAt)))
      .returning({ userId: userTotp.userId });
    if (enabled.length === 0) throw badRequest(SECOND_FACTOR_MESSAGES.totpNotStarted);
    return { recoveryCodes: hasCodes ? [] : await replaceRecoveryCodes(tx, viewer.id) };
  });
}
