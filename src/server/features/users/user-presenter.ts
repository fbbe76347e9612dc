import type { PrivateUser, PublicUser } from '#contracts/users.ts';
import type { users } from '../../db/schema.ts';

type UserRow = typeof users.$inferSelect;

export function toPublicUser(user: UserRow, isFollowing = false): PublicUser {
  return {
    _id: user.id,
    username: user.username,
    profilePicture: user.profilePicture,
    isAdmin: user.isAdmin,
    isPublisher: user.isPublisher,
    verified: user.verified,
    followersCount: user.followersCount,
    followingCount: user.followingCount,
    isFollowing,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toPrivateUser(user: UserRow, isFollowing = false): PrivateUser {
  return {
    ...toPublicUser(user, isFollowing),
    email: user.email,
    dateOfBirth: user.dateOfBirth,
    isBanned: user.isBanned,
    banReason: user.banReason,
    banExpiresAt: user.banExpiresAt?.toISOString() ?? null,
    pushEnabled: user.pushEnabled,
  };
}
