import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { follows, users } from '../../db/schema.ts';

/**
 * Follow and unfollow are idempotent: the follows row is the truth, and the stored counts move
 * only when a row is really added or removed, in the same transaction, so concurrent clicks
 * leave them exact.
 */
export async function follow(db: Database, followerId: string, followingId: string) {
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(follows)
      .values({ followerId, followingId })
      .onConflictDoNothing()
      .returning({ followerId: follows.followerId });
    if (added.length === 0) return;
    await tx
      .update(users)
      .set({ followersCount: sql`${users.followersCount} + 1` })
      .where(eq(users.id, followingId));
    await tx
      .update(users)
      .set({ followingCount: sql`${users.followingCount} + 1` })
      .where(eq(users.id, followerId));
  });
}

export async function unfollow(db: Database, followerId: string, followingId: string) {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)))
      .returning({ followerId: follows.followerId });
    if (removed.length === 0) return;
    await tx
      .update(users)
      .set({ followersCount: sql`${users.followersCount} - 1` })
      .where(eq(users.id, followingId));
    await tx
      .update(users)
      .set({ followingCount: sql`${users.followingCount} - 1` })
      .where(eq(users.id, followerId));
  });
}

export async function isFollowing(db: Database, followerId: string, followingId: string) {
  const [row] = await db
    .select({ followerId: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)))
    .limit(1);
  return Boolean(row);
}

/** A page of an account's followers or followings, newest first, optionally by username. */
export async function listFollowRelations(
  db: Database,
  userId: string,
  direction: 'followers' | 'following',
  page: { username?: string; startIndex: number; limit: number },
) {
  const [ownSide, otherSide] =
    direction === 'followers'
      ? [follows.followingId, follows.followerId]
      : [follows.followerId, follows.followingId];
  const conditions = [eq(ownSide, userId)];
  if (page.username) conditions.push(ilike(users.username, `%${escapeLike(page.username)}%`));
  return db
    .select({
      _id: users.id,
      username: users.username,
      profilePicture: users.profilePicture,
      isAdmin: users.isAdmin,
      isPublisher: users.isPublisher,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, otherSide))
    .where(and(...conditions))
    .orderBy(desc(follows.createdAt), asc(users.id))
    .offset(page.startIndex)
    .limit(page.limit);
}

/** Escapes LIKE wildcards so a search for "50%" means those characters. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
