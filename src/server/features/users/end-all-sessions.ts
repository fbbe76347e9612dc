import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** Every token issued to the user so far stops working (sign-out, password reset, ban). */
export async function endAllSessions(
  db: Database,
  userId: string,
  otherChanges: Partial<typeof users.$inferInsert> = {},
) {
  await db
    .update(users)
    .set({ ...otherChanges, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}
