import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { pushSubscriptions, sessions, users } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import type { UserRow } from './find-user.ts';

/**
 * The database half of ending every session, inside the caller's transaction: every token
 * issued to the user so far stops working, every session leaves the list of signed-in devices, and
 * no device keeps receiving the account's alerts.
 * `endAllSessions` also closes the live connections once it commits.
 */
export async function revokeSessions(
  tx: Transaction,
  userId: string,
  otherChanges: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow | undefined> {
  const [user] = await tx
    .update(users)
    .set({ ...otherChanges, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning();
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  return user;
}

/**
 * Ends every session of the user at once (sign-out, a new password, a password reset, an
 * account claimed by its verified owner): the tokens, the push subscriptions, and the live
 * connections on every app process. `otherChanges` and `alsoInTransaction` commit with it.
 */
export async function endAllSessions(
  services: Pick<Services, 'db' | 'events'>,
  userId: string,
  otherChanges: Partial<typeof users.$inferInsert> = {},
  alsoInTransaction?: (tx: Transaction) => Promise<unknown>,
): Promise<UserRow | undefined> {
  const user = await services.db.transaction(async (tx) => {
    const revoked = await revokeSessions(tx, userId, otherChanges);
    await alsoInTransaction?.(tx);
    return revoked;
  });
  // After the commit: a connection opened from now on reads the new token version.
  await services.events.emit('user.sessions-ended', { userId });
  return user;
}
