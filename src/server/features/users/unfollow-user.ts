import { and, eq } from 'drizzle-orm';
import { follows } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import type { Services } from '../../platform/services.ts';
import { changeFollow } from './follow-user.ts';

/** Idempotent, as following is: the counts move only when a follows row is really removed. */
export async function unfollowUser(
  services: Pick<Services, 'db' | 'events'>,
  actor: Viewer,
  followedId: string,
): Promise<{ followersCount: number }> {
  const followersCount = await changeFollow(services.db, actor.id, followedId, -1, (tx) =>
    tx
      .delete(follows)
      .where(and(eq(follows.followerId, actor.id), eq(follows.followingId, followedId)))
      .returning({ followerId: follows.followerId }),
  );
  await services.events.emit('user.unfollowed', { actor, followedId });
  return { followersCount };
}
