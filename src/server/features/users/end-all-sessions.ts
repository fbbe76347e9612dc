import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions, users } from '../../db/schema.ts';

/** Every token issued to the user so far stops working (sign-out, password reset, ban). */
export async function endAllSessions(
  db: Database,
  userId: string,
  otherChanges: Partial<typeof users.$inferInsert> = {},
) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...otherChanges, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId));
    // No device stays signed in, so none keeps receiving the account's alerts.
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  });
}
