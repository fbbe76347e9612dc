import type { MaybeActor } from '#contracts/policies/actor.ts';
import type { SessionUser } from '#contracts/users.ts';

/**
 * The one place in the web that reads the raw role flags (lint refuses them anywhere else):
 * everything else asks the contracts' policies with the actor built here, or reads the `can`
 * that the server's answers carry.
 */
export type ActorSource = Pick<SessionUser, '_id' | 'isAdmin' | 'isPublisher'>;

/** The session user as the contracts' policies read it (`null` for a visitor). */
export const actorOf = (user: ActorSource | null): MaybeActor =>
  user && { id: user._id, isAdmin: user.isAdmin, isPublisher: user.isPublisher };

/** The role flags of a session user, as the store keeps them. */
export const sessionRoles = (user: ActorSource): Pick<SessionUser, 'isAdmin' | 'isPublisher'> => ({
  isAdmin: user.isAdmin,
  isPublisher: user.isPublisher,
});
