import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { logModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';
import type { UserRow } from './find-user.ts';

/** Lifts the account's ban before it runs out. */
export async function unbanUser(
  services: Pick<Services, 'db' | 'events'>,
  actor: Viewer,
  userId: string,
): Promise<UserRow> {
  const unbanned = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ isBanned: false, banReason: null, banExpiresAt: null })
      .where(eq(users.id, userId))
      .returning();
    await logModeration(tx, actor, 'user.unban', { type: 'user', id: userId });
    return row!;
  });
  await services.events.emit('user.unbanned', { userId });
  return unbanned;
}
