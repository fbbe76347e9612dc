import { isAdmin, isOwner, isSignedIn, type MaybeActor } from './actor.ts';

/** Anyone signed in may report a post or a comment... */
export const canFileReports = (actor: MaybeActor) => isSignedIn(actor);

/** ...except their own. */
export const canReport = (actor: MaybeActor, content: { userId: string }) =>
  canFileReports(actor) && !isOwner(actor, content);

/** Reading, reviewing and deleting reports is the admins'. */
export const canManageReports = (actor: MaybeActor) => isAdmin(actor);
