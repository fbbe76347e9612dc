import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { follows, users } from '../../db/schema.ts';
import { cappedIdArray, includeViewer, rowExists } from '../../platform/id-lists.ts';
import type { Services } from '../../platform/services.ts';
import { getUserById } from './find-user.ts';

export interface FollowIdLists {
  /** Ids of those who follow the user (capped), the viewer's among them when they follow. */
  followers: string[];
  /** Ids of those the user follows (capped), the viewer's among them when followed. */
  following: string[];
  /** Whether the viewer follows the user. */
  isFollowing: boolean;
}

/**
 * The follow lists of each of these users as the viewer reads them, in one query: the newest
 * followers and the followings (at most ID_LIST_CAP each, in index order), with the viewer's own
 * id always present where it belongs.
 */
export async function followIdLists(
  { db }: Pick<Services, 'db'>,
  userIds: string[],
  viewerId: string | null,
): Promise<Map<string, FollowIdLists>> {
  if (userIds.length === 0) return new Map();
  const followRow = (followerId: AnyPgColumn | string, followingId: AnyPgColumn | string) =>
    rowExists(
      follows,
      and(eq(follows.followerId, followerId), eq(follows.followingId, followingId))!,
    );
  const rows = await db
    .select({
      id: users.id,
      followers: cappedIdArray(
        follows.followerId,
        follows,
        eq(follows.followingId, users.id),
        desc(follows.createdAt),
      ),
      following: cappedIdArray(
        follows.followingId,
        follows,
        eq(follows.followerId, users.id),
        follows.followingId,
      ),
      viewerFollows: viewerId ? followRow(viewerId, users.id) : sql<boolean>`false`,
      followsViewer: viewerId ? followRow(users.id, viewerId) : sql<boolean>`false`,
    })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        followers: includeViewer(row.followers, viewerId, row.viewerFollows),
        following: includeViewer(row.following, viewerId, row.followsViewer),
        isFollowing: row.viewerFollows,
      },
    ]),
  );
}

/** Who appears in lists of people (followers, followings, search): name, picture and roles. */
export const userSummaryColumns = {
  _id: users.id,
  username: users.username,
  profilePicture: users.profilePicture,
  isAdmin: users.isAdmin,
  isPublisher: users.isPublisher,
};

/**
 * A page of an account's followers or followings, newest first, optionally by username; 404 when
 * the account does not exist.
 */
export async function listFollowRelations(
  services: Pick<Services, 'db'>,
  userId: string,
  direction: 'followers' | 'following',
  page: { username?: string; startIndex: number; limit: number },
) {
  await getUserById(services, userId);
  const [ownSide, otherSide] =
    direction === 'followers'
      ? [follows.followingId, follows.followerId]
      : [follows.followerId, follows.followingId];
  const conditions = [eq(ownSide, userId)];
  if (page.username) conditions.push(ilike(users.username, `%${escapeLike(page.username)}%`));
  return services.db
    .select(userSummaryColumns)
    .from(follows)
    .innerJoin(users, eq(users.id, otherSide))
    .where(and(...conditions))
    .orderBy(desc(follows.createdAt), asc(users.id))
    .offset(page.startIndex)
    .limit(page.limit);
}

/** Escapes LIKE wildcards so a search for "50%" means those characters. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
