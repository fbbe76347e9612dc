import type { PrivateUser, PublicUser } from '#contracts/users.ts';
import type { Database } from '../../db/client.ts';
import type { users } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { followIdLists, type FollowIdLists } from './follows.ts';
import { canSeePrivateFields } from './users.policy.ts';

type UserRow = typeof users.$inferSelect;

export function toPublicUser(user: UserRow, lists: FollowIdLists): PublicUser {
  return {
    _id: user.id,
    username: user.username,
    profilePicture: user.profilePicture,
    isAdmin: user.isAdmin,
    isPublisher: user.isPublisher,
    verified: user.verified,
    followers: lists.followers,
    following: lists.following,
    followersCount: user.followersCount,
    followingCount: user.followingCount,
    isFollowing: lists.isFollowing,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toPrivateUser(user: UserRow, lists: FollowIdLists): PrivateUser {
  return {
    ...toPublicUser(user, lists),
    email: user.email,
    dateOfBirth: user.dateOfBirth,
    isBanned: user.isBanned,
    banReason: user.banReason,
    banExpiresAt: user.banExpiresAt?.toISOString() ?? null,
    pushEnabled: user.pushEnabled,
  };
}

/** Users with their private fields (for themselves and admins), their follow lists in one query. */
export async function presentPrivateUsers(
  db: Database,
  rows: UserRow[],
  viewerId: string,
): Promise<PrivateUser[]> {
  const lists = await followIdLists(
    db,
    rows.map((row) => row.id),
    viewerId,
  );
  return rows.map((row) => toPrivateUser(row, lists.get(row.id)!));
}

export const presentPrivateUser = async (db: Database, row: UserRow, viewerId: string) =>
  (await presentPrivateUsers(db, [row], viewerId))[0]!;

/** A user as the viewer may see it: private fields for the user and admins only. */
export async function presentUser(
  db: Database,
  row: UserRow,
  viewer: Viewer | null,
): Promise<PrivateUser | PublicUser> {
  const lists = (await followIdLists(db, [row.id], viewer?.id ?? null)).get(row.id)!;
  return canSeePrivateFields(viewer, row.id) ? toPrivateUser(row, lists) : toPublicUser(row, lists);
}
