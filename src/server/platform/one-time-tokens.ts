import { createHash, randomBytes } from 'node:crypto';
import { and, eq, exists, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OneTimeTokenPurpose } from '#contracts/tokens.ts';
import type { Database } from '../db/client.ts';
import { oneTimeTokens } from '../db/schema.ts';

/** How long a mailed reset link works. */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

const LIFETIME_MS: Record<OneTimeTokenPurpose, number> = {
  'verify-email': 24 * 60 * 60 * 1000,
  'reset-password': RESET_LINK_LIFETIME_MS,
  'confirm-email-change': 24 * 60 * 60 * 1000,
  'undo-email-change': 7 * 24 * 60 * 60 * 1000,
};

/**
 * Whether a new link ends the earlier ones. A verification link vouches for the address it was
 * mailed to, so only the latest may. Reset links all go to the owner's mailbox, and anyone can
 * ask for one: if each request ended the earlier links, a stranger could spoil the owner's.
 */
const REPLACES_EARLIER: Record<OneTimeTokenPurpose, boolean> = {
  'verify-email': true,
  'reset-password': false,
  'confirm-email-change': true,
  'undo-email-change': true,
};

/** How long a mailed link works, by purpose. */
export const oneTimeTokenLifetimeMs = (purpose: OneTimeTokenPurpose) => LIFETIME_MS[purpose];

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a single-use token for a mailed link. Only its hash is stored. A new verification link
 * replaces any earlier one; earlier reset links keep working (see `REPLACES_EARLIER`).
 */
export async function issueOneTimeToken(
  db: Database,
  userId: string,
  purpose: OneTimeTokenPurpose,
  expiresAt = new Date(Date.now() + LIFETIME_MS[purpose]),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    const ended = or(isNotNull(oneTimeTokens.usedAt), lte(oneTimeTokens.expiresAt, new Date()));
    await tx
      .delete(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.userId, userId),
          eq(oneTimeTokens.purpose, purpose),
          REPLACES_EARLIER[purpose] ? undefined : ended,
        ),
      );
    await tx.insert(oneTimeTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt,
    });
  });
  return token;
}

const presented = alias(oneTimeTokens, 'presented');

/**
 * Uses up the token of a mailed link (its user and token): true only once, for the right user
 * and purpose, before it expires. Every other unused link of the user and purpose is used up with
 * it, in the same statement.
 */
export async function consumeOneTimeToken(
  db: Database,
  { userId, token }: { userId: string; token: string },
  purpose: OneTimeTokenPurpose,
): Promise<boolean> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const used = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        exists(
          db
            .select({ id: presented.id })
            .from(presented)
            .where(
              and(
                eq(presented.tokenHash, tokenHash),
                eq(presented.userId, userId),
                eq(presented.purpose, purpose),
                isNull(presented.usedAt),
                gt(presented.expiresAt, now),
              ),
            ),
        ),
      ),
    )
    .returning({ tokenHash: oneTimeTokens.tokenHash });
  return used.some((row) => row.tokenHash === tokenHash);
}
