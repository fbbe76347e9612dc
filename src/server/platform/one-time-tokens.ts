import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { OneTimeTokenPurpose } from '#contracts/tokens.ts';
import type { Database } from '../db/client.ts';
import { oneTimeTokens } from '../db/schema.ts';

const LIFETIME_MS: Record<OneTimeTokenPurpose, number> = {
  'verify-email': 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
  'confirm-email-change': 24 * 60 * 60 * 1000,
  'undo-email-change': 7 * 24 * 60 * 60 * 1000,
};

/** How long a mailed link works, by purpose. */
export const oneTimeTokenLifetimeMs = (purpose: OneTimeTokenPurpose) => LIFETIME_MS[purpose];

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a single-use token for a mailed link. Only its hash is stored; issuing a new one
 * replaces any earlier unused token of the same purpose.
 */
export async function issueOneTimeToken(
  db: Database,
  userId: string,
  purpose: OneTimeTokenPurpose,
  expiresAt = new Date(Date.now() + LIFETIME_MS[purpose]),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .delete(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose)));
    await tx.insert(oneTimeTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt,
    });
  });
  return token;
}

/** Uses the token up: true only once, for the right user and purpose, before it expires. */
export async function consumeOneTimeToken(
  db: Database,
  userId: string,
  purpose: OneTimeTokenPurpose,
  token: string,
): Promise<boolean> {
  const used = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning({ id: oneTimeTokens.id });
  return used.length === 1;
}
