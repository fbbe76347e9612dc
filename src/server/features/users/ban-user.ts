import { eq } from 'drizzle-orm';
import { banEndsAt, type BanDuration } from '#contracts/users.ts';
import { users } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { logModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';
import type { UserRow } from './find-user.ts';

/**
 * Bans the account from now for the duration. It applies to open sessions at once: each request
 * rereads the account, and its live connections are told why and end once this commits.
 */
export async function banUser(
  services: Pick<Services, 'db' | 'events'>,
  actor: Viewer,
  userId: string,
  ban: { duration: BanDuration; reason: string },
): Promise<UserRow> {
  const until = banEndsAt(ban.duration);
  const banned = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ isBanned: true, banReason: ban.reason, banExpiresAt: until })
      .where(eq(users.id, userId))
      .returning();
    await logModeration(
      tx,
      actor,
      'user.ban',
      { type: 'user', id: userId },
      { duration: ban.duration, reason: ban.reason, until: until.toISOString() },
    );
    return row!;
  });
  await services.events.emit('user.banned', { userId, reason: ban.reason, until });
  return banned;
}
