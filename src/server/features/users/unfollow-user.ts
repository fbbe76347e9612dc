import { and, eq } from 'drizzle-orm';
import { follows } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import type { Services } from '../../platform/services.ts';
import { followersCountOf, moveFollowCounts } from './follow-user.ts';

/** Idempotent, as following is: the counts move only when a follows row is really removed. */
export async function unfollowUser(
  services: Pick<Services, 'db' | 'events'>,
  actor: Viewer,
  followedId: string,
): Promise<{ followersCount: number }> {
  const followersCount = await services.db.transaction(async (tx) => {
    const removed = await tx
      .delete(follows)
      .where(and(eq(follows.followerId, actor.id), eq(follows.followingId, followedId)))
      .returning({ followerId: follows.followerId });
    if (removed.length > 0) await moveFollowCounts(tx, actor.id, followedId, -1);
    return followersCountOf(tx, followedId);
  });
  await services.events.emit('user.unfollowed', { actor, followedId });
  return { followersCount };
}
