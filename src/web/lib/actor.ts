import type { MaybeActor } from '#contracts/policies/actor.ts';
import type { SessionUser } from '#contracts/users.ts';

/** The session user as the contracts' policies read it (`null` for a visitor). */
export const actorOf = (
  user: Pick<SessionUser, '_id' | 'isAdmin' | 'isPublisher'> | null,
): MaybeActor => user && { id: user._id, isAdmin: user.isAdmin, isPublisher: user.isPublisher };
