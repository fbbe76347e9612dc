import {
  canFollow,
  canListAllUsers,
  canManageAccount,
  canModerateAccount,
  type Account,
} from '#contracts/policies/users.ts';
import type { Viewer } from '../../platform/auth.ts';
import { badRequest, forbidden } from '../../platform/errors.ts';

/** Publisher requests are decided on the same rule as bans and roles. */
export { canModerateAccount };

/** Why an admin is refused on another admin's account (`canManageAccount`). */
export const ADMINS_OUT_OF_REACH = "An admin's account can only be changed by that admin";

const NOT_AN_ADMIN = 'You do not have permission to access this page';

/** The owner or an admin (not on another admin); `ownOnly` tells a non-admin why not. */
function authorizeAccountManagement(
  viewer: Viewer,
  account: Pick<Account, 'id' | 'isAdmin'>,
  ownOnly: string,
) {
  if (!canManageAccount(viewer, account)) {
    throw forbidden(viewer.isAdmin ? ADMINS_OUT_OF_REACH : ownOnly);
  }
}

export const authorizeAccountUpdate = (viewer: Viewer, account: Pick<Account, 'id' | 'isAdmin'>) =>
  authorizeAccountManagement(viewer, account, 'You can only update your own account');

export const authorizeAccountDeletion = (
  viewer: Viewer,
  account: Pick<Account, 'id' | 'isAdmin'>,
) => authorizeAccountManagement(viewer, account, 'You can only delete your own account');

export const authorizeVerificationResend = (
  viewer: Viewer,
  account: Pick<Account, 'id' | 'isAdmin'>,
) => authorizeAccountManagement(viewer, account, 'You can only verify your own account');

/**
 * The admins' user management: the list, bans and roles. Checked before the target account is
 * read, so only an admin learns whether it exists; the checks below then name the account.
 */
export function authorizeUserManagement(viewer: Viewer) {
  if (!canListAllUsers(viewer)) throw forbidden(NOT_AN_ADMIN);
}

export function authorizeRoleChange(viewer: Viewer, account: Pick<Account, 'isAdmin'>) {
  if (!canModerateAccount(viewer, account))
    throw forbidden("An admin's role cannot be changed here");
}

export function authorizeBan(viewer: Viewer, account: Pick<Account, 'isAdmin'>) {
  if (!canModerateAccount(viewer, account)) throw forbidden('Admins cannot be banned');
}

export function authorizeUnban(viewer: Viewer, account: Pick<Account, 'isAdmin'>) {
  if (!canModerateAccount(viewer, account)) throw forbidden(ADMINS_OUT_OF_REACH);
}

/** Following oneself is a bad request; following a plain member is refused. */
export function authorizeFollow(viewer: Viewer, account: Account) {
  if (viewer.id === account.id) throw badRequest('You cannot follow yourself');
  if (!canFollow(viewer, account)) throw forbidden('Only publishers and admins can be followed');
}
