import type { Actor, MaybeActor } from '#contracts/policies/actor.ts';
import { isLocale } from '#contracts/i18n/locales.ts';
import { accountCan, canSeePrivateFields } from '#contracts/policies/users.ts';
import type { PrivateUser, PublicUser } from '#contracts/users.ts';
import type { users } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import type { Services } from '../../platform/services.ts';
import { followIdLists, type FollowIdLists } from './follows.ts';

type UserRow = typeof users.$inferSelect;

export function toPublicUser(user: UserRow, lists: FollowIdLists, viewer: MaybeActor): PublicUser {
  return {
    _id: user.id,
    username: user.username,
    profilePicture: user.profilePicture,
    bio: user.bio,
    isAdmin: user.isAdmin,
    isPublisher: user.isPublisher,
    verified: user.verified,
    followers: lists.followers,
    following: lists.following,
    followersCount: user.followersCount,
    followingCount: user.followingCount,
    isFollowing: lists.isFollowing,
    createdAt: user.createdAt.toISOString(),
    can: accountCan(viewer, user),
  };
}

export function toPrivateUser(
  user: UserRow,
  lists: FollowIdLists,
  viewer: MaybeActor,
): PrivateUser {
  return {
    ...toPublicUser(user, lists, viewer),
    email: user.email,
    pendingEmail: user.pendingEmail,
    dateOfBirth: user.dateOfBirth,
    isBanned: user.isBanned,
    banReason: user.banReason,
    banExpiresAt: user.banExpiresAt?.toISOString() ?? null,
    pushEnabled: user.pushEnabled,
    locale: isLocale(user.locale) ? user.locale : null,
  };
}

/** Users with their private fields (for themselves and admins), their follow lists in one query. */
export async function presentPrivateUsers(
  services: Pick<Services, 'db'>,
  rows: UserRow[],
  viewer: Actor,
): Promise<PrivateUser[]> {
  const lists = await followIdLists(
    services,
    rows.map((row) => row.id),
    viewer.id,
  );
  return rows.map((row) => toPrivateUser(row, lists.get(row.id)!, viewer));
}

export const presentPrivateUser = async (
  services: Pick<Services, 'db'>,
  row: UserRow,
  viewer: Actor,
) => (await presentPrivateUsers(services, [row], viewer))[0]!;

/** A user as the viewer may see it: private fields for the user and admins only. */
export async function presentUser(
  services: Pick<Services, 'db'>,
  row: UserRow,
  viewer: Viewer | null,
): Promise<PrivateUser | PublicUser> {
  const lists = (await followIdLists(services, [row.id], viewer?.id ?? null)).get(row.id)!;
  return canSeePrivateFields(viewer, row)
    ? toPrivateUser(row, lists, viewer)
    : toPublicUser(row, lists, viewer);
}
