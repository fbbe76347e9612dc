import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { follows, users } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import type { Services } from '../../platform/services.ts';

/** The followed account's follower count as this transaction sees it. */
async function followersCountOf(tx: Transaction, userId: string): Promise<number> {
  const [row] = await tx
    .select({ followersCount: users.followersCount })
    .from(users)
    .where(eq(users.id, userId));
  return row?.followersCount ?? 0;
}

/**
 * Adds (`step` 1) or removes (-1) a follows row through `change`, which answers the rows it
 * really changed: the stored counts move only then, in the same transaction. Answers the
 * followed account's follower count.
 */
export function changeFollow(
  db: Services['db'],
  followerId: string,
  followedId: string,
  step: 1 | -1,
  change: (tx: Transaction) => Promise<unknown[]>,
): Promise<number> {
  return db.transaction(async (tx) => {
    if ((await change(tx)).length > 0) {
      await tx
        .update(users)
        .set({ followersCount: sql`${users.followersCount} + ${step}` })
        .where(eq(users.id, followedId));
      await tx
        .update(users)
        .set({ followingCount: sql`${users.followingCount} + ${step}` })
        .where(eq(users.id, followerId));
    }
    return followersCountOf(tx, followedId);
  });
}

/**
 * Follows are idempotent: the follows row is the truth, and the stored counts move only when a
 * row is really added (`changeFollow`), so concurrent clicks leave them exact. Every
 * call announces the follow (the notification it writes has a dedupe key).
 */
export async function followUser(
  services: Pick<Services, 'db' | 'events'>,
  actor: Viewer,
  followedId: string,
): Promise<{ followersCount: number }> {
  let isNew = false;
  const followersCount = await changeFollow(services.db, actor.id, followedId, 1, async (tx) => {
    const added = await tx
      .insert(follows)
      .values({ followerId: actor.id, followingId: followedId })
      .onConflictDoNothing()
      .returning({ followerId: follows.followerId });
    isNew = added.length > 0;
    return added;
  });
  await services.events.emit('user.followed', { actor, followedId, isNew });
  return { followersCount };
}
