import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { follows, users } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import type { Services } from '../../platform/services.ts';

/** The followed account's follower count as this transaction sees it. */
export async function followersCountOf(tx: Transaction, userId: string): Promise<number> {
  const [row] = await tx
    .select({ followersCount: users.followersCount })
    .from(users)
    .where(eq(users.id, userId));
  return row?.followersCount ?? 0;
}

/** Moves the stored counts of a follow that was really added (`step` 1) or removed (-1). */
export async function moveFollowCounts(
  tx: Transaction,
  followerId: string,
  followedId: string,
  step: 1 | -1,
) {
  await tx
    .update(users)
    .set({ followersCount: sql`${users.followersCount} + ${step}` })
    .where(eq(users.id, followedId));
  await tx
    .update(users)
    .set({ followingCount: sql`${users.followingCount} + ${step}` })
    .where(eq(users.id, followerId));
}

/**
 * Follows are idempotent: the follows row is the truth, and the stored counts move only when a
 * row is really added, in the same transaction, so concurrent clicks leave them exact. Every
 * call announces the follow (the notification it writes has a dedupe key).
 */
export async function followUser(
  services: Pick<Services, 'db' | 'events'>,
  actor: Viewer,
  followedId: string,
): Promise<{ followersCount: number }> {
  const followersCount = await services.db.transaction(async (tx) => {
    const added = await tx
      .insert(follows)
      .values({ followerId: actor.id, followingId: followedId })
      .onConflictDoNothing()
      .returning({ followerId: follows.followerId });
    if (added.length > 0) await moveFollowCounts(tx, actor.id, followedId, 1);
    return followersCountOf(tx, followedId);
  });
  await services.events.emit('user.followed', { actor, followedId });
  return { followersCount };
}
