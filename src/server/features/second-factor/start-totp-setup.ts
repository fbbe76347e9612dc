import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { SECOND_FACTOR_MESSAGES, type TotpSetupResponse } from '#contracts/second-factor.ts';
import { userTotp } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { conflict } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { enabledTotp } from './factors.ts';
import { newTotpSecret, TOTP_SEAL_PURPOSE, totpFor } from './totp.ts';

/**
 * A new authenticator-app key for the account, not yet on: it counts once a first code from the
 * app confirms it (`confirmTotp`). Starting again replaces a key that was never confirmed.
 */
export async function startTotpSetup(
  services: Pick<Services, 'db' | 'secretBox'>,
  viewer: Viewer,
): Promise<TotpSetupResponse> {
  if (await enabledTotp(services, viewer.id)) throw conflict(SECOND_FACTOR_MESSAGES.totpAlreadyOn);
  const secret = newTotpSecret();
  const sealedSecret = services.secretBox.seal(TOTP_SEAL_PURPOSE, secret);
  const stored = await services.db
    .insert(userTotp)
    .values({ userId: viewer.id, sealedSecret })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { sealedSecret, lastUsedStep: null, createdAt: new Date() },
      // A key that is on is never replaced here (two tabs racing).
      setWhere: isNull(userTotp.enabledAt),
    })
    .returning({ userId: userTotp.userId });
  if (stored.length === 0) throw conflict(SECOND_FACTOR_MESSAGES.totpAlreadyOn);
  const otpauthUrl = totpFor(secret, viewer.username).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2 });
  return {
    secret,
    otpauthUrl,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

export const pendingTotp = (services: Pick<Services, 'db'>, userId: string) =>
  services.db
    .select()
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNull(userTotp.enabledAt)))
    .then((rows) => rows[0] ?? null);
