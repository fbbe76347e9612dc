import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { userPasskeys, userTotp } from '../db/schema.ts';

/** Whether the account has a factor it can sign in with: a confirmed TOTP app or a passkey. */
export async function hasSecondFactor(db: Database, userId: string): Promise<boolean> {
  const [totp, passkeys] = await Promise.all([
    db
      .select({ userId: userTotp.userId })
      .from(userTotp)
      .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt))),
    db
      .select({ id: userPasskeys.id })
      .from(userPasskeys)
      .where(eq(userPasskeys.userId, userId))
      .limit(1),
  ]);
  return totp.length > 0 || passkeys.length > 0;
}

/**
 * Requests of an admin whose powers are withheld until they set up a second factor
 * (`ADMIN_SECOND_FACTOR=required`). Such a caller acts as a member; every refusal they meet is
 * answered 403 `second_factor_required` (`platform/errors.ts`), so the web takes them to set one up.
 */
const awaiting = new WeakSet<FastifyRequest>();

export const isAdminAwaitingSecondFactor = (request: FastifyRequest) => awaiting.has(request);

/**
 * Whether the admin powers of this caller are withheld, remembered for the request's answer.
 * Every admin power of the API comes from the viewer's `isAdmin`, which the policies read, so
 * this one check covers every admin route.
 */
export async function withholdsAdminPowers(
  app: FastifyInstance,
  request: FastifyRequest,
  user: { id: string; isAdmin: boolean },
): Promise<boolean> {
  if (!user.isAdmin || app.config.adminSecondFactor !== 'required') return false;
  if (await hasSecondFactor(app.db, user.id)) return false;
  awaiting.add(request);
  return true;
}
