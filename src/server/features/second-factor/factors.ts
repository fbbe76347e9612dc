import { and, asc, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { SecondFactorMethod, SecondFactorStatus } from '#contracts/second-factor.ts';
import { userPasskeys, userRecoveryCodes, userTotp } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import { hashRecoveryCode } from './recovery-codes.ts';
import { looksLikeTotpCode, TOTP_SEAL_PURPOSE, totpStepOf } from './totp.ts';

type Db = Pick<Services, 'db'>;

export async function enabledTotp(services: Db, userId: string) {
  const [row] = await services.db
    .select()
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt)));
  return row ?? null;
}

export async function unusedRecoveryCodes(services: Db, userId: string): Promise<number> {
  const [row] = await services.db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export const passkeysOf = (services: Db, userId: string) =>
  services.db
    .select()
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, userId))
    .orderBy(asc(userPasskeys.createdAt));

/** What the account can finish a sign-in with; empty when it has no second factor. */
export async function secondFactorMethods(
  services: Db,
  userId: string,
): Promise<SecondFactorMethod[]> {
  const [totp, codes, passkeys] = await Promise.all([
    enabledTotp(services, userId),
    unusedRecoveryCodes(services, userId),
    passkeysOf(services, userId),
  ]);
  if (!totp && passkeys.length === 0) return [];
  const methods: SecondFactorMethod[] = [];
  if (totp) methods.push('totp');
  if (passkeys.length > 0) methods.push('passkey');
  if (codes > 0) methods.push('recovery-code');
  return methods;
}

export async function secondFactorStatus(
  services: Pick<Services, 'db' | 'config'>,
  user: { id: string; isAdmin: boolean },
): Promise<SecondFactorStatus> {
  const [totp, codes, passkeys] = await Promise.all([
    enabledTotp(services, user.id),
    unusedRecoveryCodes(services, user.id),
    passkeysOf(services, user.id),
  ]);
  return {
    totp: totp !== null,
    recoveryCodesLeft: codes,
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.createdAt.toISOString(),
      lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
    })),
    required: user.isAdmin && services.config.adminSecondFactor === 'required',
  };
}

/** Under which key wrong codes count in the sign-in throttle, wherever a code is asked. */
export const secondFactorThrottleKey = (userId: string) => `second-factor:${userId}`;

/**
 * Uses up a code typed by the member: a current code of their authenticator app (each 30-second
 * code is accepted once) or one of their unused recovery codes. False when it is neither.
 */
export async function useCode(
  services: Pick<Services, 'db' | 'secretBox'>,
  userId: string,
  code: string,
): Promise<boolean> {
  if (looksLikeTotpCode(code)) {
    const totp = await enabledTotp(services, userId);
    const secret = totp && services.secretBox.open(TOTP_SEAL_PURPOSE, totp.sealedSecret);
    const step = secret ? totpStepOf(secret, code) : null;
    if (step === null) return false;
    const accepted = await services.db
      .update(userTotp)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(userTotp.userId, userId),
          or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
        ),
      )
      .returning({ userId: userTotp.userId });
    return accepted.length === 1;
  }
  const used = await services.db
    .update(userRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return used.length === 1;
}
