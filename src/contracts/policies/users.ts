import { isAdmin, isAuthor, type MaybeActor } from './actor.ts';

/** An account as the rules below need it. */
export interface Account {
  id: string;
  isAdmin: boolean;
  isPublisher: boolean;
}

const isSelf = (actor: MaybeActor, account: Pick<Account, 'id'>) =>
  actor !== null && actor.id === account.id;

/**
 * The owner manages their account (profile, deletion, verification mail); an admin manages every
 * account but another admin's. Admins are out of each other's reach: no call lets an admin
 * change, moderate or delete another admin's account (the operator does, through ADMIN_* or the
 * database), so no admin can take over or lock out another.
 */
export const canManageAccount = (actor: MaybeActor, account: Pick<Account, 'id' | 'isAdmin'>) =>
  isSelf(actor, account) || (isAdmin(actor) && !account.isAdmin);

/** The list of every account, with its private fields and filters, is an admin's. */
export const canListAllUsers = (actor: MaybeActor) => isAdmin(actor);

/** Bans and the publisher flag are an admin's, on accounts that are not admins' (their own neither). */
export const canModerateAccount = (actor: MaybeActor, account: Pick<Account, 'isAdmin'>) =>
  isAdmin(actor) && !account.isAdmin;

/** Whether the actor may read the private fields (e-mail, birth date, ban) of an account. */
export const canSeePrivateFields = (actor: MaybeActor, account: Pick<Account, 'id'>) =>
  isSelf(actor, account) || isAdmin(actor);

/** Only admins and publishers can be followed, by anyone signed in but themselves. */
export const canFollow = (actor: MaybeActor, account: Account) =>
  actor !== null && !isSelf(actor, account) && isAuthor(account);

/** What the viewer may do with an account, as answers carry it (`can`). */
export const accountCan = (actor: MaybeActor, account: Account) => ({
  edit: canManageAccount(actor, account),
  delete: canManageAccount(actor, account),
  moderate: canModerateAccount(actor, account),
  follow: canFollow(actor, account),
});
export type AccountCan = ReturnType<typeof accountCan>;

/** What an admin's Assign / Revoke Publisher asks for: the opposite of the account's flag. */
export const publisherToggle = (userId: string, account: Pick<Account, 'isPublisher'>) => ({
  userId,
  isPublisher: !account.isPublisher,
});
