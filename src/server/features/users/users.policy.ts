import type { Viewer } from '../../platform/auth.ts';
import { forbidden } from '../../platform/errors.ts';

/** An account as the rules below need it. */
interface Account {
  id: string;
  isAdmin: boolean;
}

/**
 * Admins are out of each other's reach: no route lets an admin change, moderate or delete another
 * admin's account (the operator does, through ADMIN_* or the database), so no admin can take over
 * or lock out another.
 */
export const ADMINS_OUT_OF_REACH = "An admin's account can only be changed by that admin";

/** The owner manages their account; an admin manages every account but another admin's. */
export const canManageAccount = (viewer: Viewer, account: Account) =>
  viewer.id === account.id || (viewer.isAdmin && !account.isAdmin);

/** Refuses (403) a viewer who may not manage the account; `ownOnly` tells a non-admin why. */
export function assertCanManageAccount(viewer: Viewer, account: Account, ownOnly: string) {
  if (!canManageAccount(viewer, account)) {
    throw forbidden(viewer.isAdmin ? ADMINS_OUT_OF_REACH : ownOnly);
  }
}

/** Bans and the publisher flag are an admin's, on accounts that are not admins' (their own neither). */
export const canModerateAccount = (viewer: Viewer, account: Account) =>
  viewer.isAdmin && !account.isAdmin;

/** Whether the viewer may read the private fields (e-mail, birth date, ban) of an account. */
export const canSeePrivateFields = (viewer: Viewer | null, accountId: string) =>
  viewer !== null && (viewer.id === accountId || viewer.isAdmin);

/** Only admins and publishers can be followed, and never by themselves. */
export const canFollow = (
  viewer: Viewer,
  target: { id: string; isAdmin: boolean; isPublisher: boolean },
) => viewer.id !== target.id && (target.isAdmin || target.isPublisher);
