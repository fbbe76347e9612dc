import { isAdmin, isPublisher, type MaybeActor } from './actor.ts';

/**
 * An author's stats: publishers and admins their own; admins any author's. `authorId` is whose
 * stats are asked for (the caller's own when left out).
 */
export const canReadAuthorStats = (actor: MaybeActor, authorId?: string) =>
  isPublisher(actor) && (authorId === undefined || authorId === actor?.id || isAdmin(actor));

/** The whole site's stats: admins. */
export const canReadSiteStats = (actor: MaybeActor) => isAdmin(actor);
