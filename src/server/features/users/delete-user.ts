import { eq, inArray, sql } from 'drizzle-orm';
import { commentLikes, comments, follows, users } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { logIfModeration } from '../../platform/moderation-log.ts';
import type { Services } from '../../platform/services.ts';

/**
 * Deletes an account and everything it wrote: posts (with their comments), narratives,
 * comments, likes, follows, reports it filed, publisher requests. The database cascades the rows;
 * this first takes the account out of the counters others show (likes on other people's
 * comments, follower and following counts), in the same transaction. Reports about its content
 * stay, with the owner unknown; donations and the moderation log keep their records. Its live
 * connections end once the deletion has committed.
 */
export async function deleteUser(
  services: Pick<Services, 'db' | 'events'>,
  actor: Viewer,
  userId: string,
) {
  await services.db.transaction(async (tx) => {
    const liked = tx
      .select({ id: commentLikes.commentId })
      .from(commentLikes)
      .where(eq(commentLikes.userId, userId));
    await tx
      .update(comments)
      .set({
        numberOfLikes: sql`${comments.numberOfLikes} - 1`,
        updatedAt: sql`${comments.updatedAt}`,
      })
      .where(inArray(comments.id, liked));

    const followed = tx
      .select({ id: follows.followingId })
      .from(follows)
      .where(eq(follows.followerId, userId));
    await tx
      .update(users)
      .set({ followersCount: sql`${users.followersCount} - 1` })
      .where(inArray(users.id, followed));
    const followers = tx
      .select({ id: follows.followerId })
      .from(follows)
      .where(eq(follows.followingId, userId));
    await tx
      .update(users)
      .set({ followingCount: sql`${users.followingCount} - 1` })
      .where(inArray(users.id, followers));

    const [deleted] = await tx
      .delete(users)
      .where(eq(users.id, userId))
      .returning({ username: users.username });
    await logIfModeration(
      tx,
      actor,
      userId,
      'user.delete',
      { type: 'user', id: userId },
      {
        username: deleted?.username,
      },
    );
  });
  await services.events.emit('user.deleted', { userId });
  await services.events.emit('user.sessions-ended', { userId });
}
