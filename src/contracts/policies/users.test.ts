import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.ts';
import { admin, itAllows, publisher, user, visitor } from './test-roles.ts';
import {
  accountCan,
  publisherToggle,
  canFollow,
  canListAllUsers,
  canManageAccount,
  canModerateAccount,
  canSeePrivateFields,
  type Account,
} from './users.ts';

const accountOf = (actor: Actor): Account => ({ ...actor });
const memberAccount: Account = { id: 'member', isAdmin: false, isPublisher: false };
const publisherAccount: Account = { id: 'writer', isAdmin: false, isPublisher: true };
const otherAdminAccount: Account = { id: 'other-admin', isAdmin: true, isPublisher: false };

/**
 * canManageAccount: the owner, or an admin on an account that is not an admin.
 * canModerateAccount: admins, on accounts that are not admins (their own neither).
 * canSeePrivateFields: the owner and admins.
 */
describe('managing, moderating and seeing the private fields of an account', () => {
  it.each([
    ['a visitor, on a member', visitor, memberAccount, false, false, false],
    ['a user, on their own account', user, accountOf(user), true, false, true],
    ['a user, on another member', user, memberAccount, false, false, false],
    ['a publisher, on their own account', publisher, accountOf(publisher), true, false, true],
    ['a publisher, on a member', publisher, memberAccount, false, false, false],
    ['a publisher, on another publisher', publisher, publisherAccount, false, false, false],
    ['an admin, on their own account', admin, accountOf(admin), true, false, true],
    ['an admin, on a member', admin, memberAccount, true, true, true],
    ['an admin, on a publisher', admin, publisherAccount, true, true, true],
    ['an admin, on another admin', admin, otherAdminAccount, false, false, true],
  ])(
    '%s: manage %s, moderate %s, see private fields %s',
    (_, actor, account, manage, moderate, seePrivateFields) => {
      expect(canManageAccount(actor, account)).toBe(manage);
      expect(canModerateAccount(actor, account)).toBe(moderate);
      expect(canSeePrivateFields(actor, account)).toBe(seePrivateFields);
    },
  );
});

describe('canFollow: anyone signed in, a publisher or an admin other than themselves', () => {
  it.each([
    ['a visitor, a publisher', visitor, publisherAccount, false],
    ['a user, a publisher', user, publisherAccount, true],
    ['a user, an admin', user, otherAdminAccount, true],
    ['a user, a plain member', user, memberAccount, false],
    ['a user, themselves', user, accountOf(user), false],
    ['a publisher, another publisher', publisher, publisherAccount, true],
    ['a publisher, themselves', publisher, accountOf(publisher), false],
    ['an admin, a publisher', admin, publisherAccount, true],
    ['an admin, a plain member', admin, memberAccount, false],
    ['an admin, themselves', admin, accountOf(admin), false],
  ])('%s', (_, actor, account, allowed) => {
    expect(canFollow(actor, account)).toBe(allowed);
  });
});

describe('canListAllUsers: admins only', () => {
  itAllows(canListAllUsers, ['admin']);
});

describe("an account's can (accountCan)", () => {
  const none = { edit: false, delete: false, moderate: false, follow: false };
  it.each([
    ['a visitor, on a publisher', visitor, publisherAccount, none],
    ['a user, on a publisher', user, publisherAccount, { ...none, follow: true }],
    ['a user, on a member', user, memberAccount, none],
    [
      'the publisher, on themself',
      { ...publisher, id: 'writer' },
      publisherAccount,
      { ...none, edit: true, delete: true },
    ],
    [
      'an admin, on a publisher',
      admin,
      publisherAccount,
      { edit: true, delete: true, moderate: true, follow: true },
    ],
    ['an admin, on another admin', admin, otherAdminAccount, { ...none, follow: true }],
  ])('%s', (_, actor, account, can) => {
    expect(accountCan(actor, account)).toEqual(can);
  });
});

describe("an admin's Assign / Revoke Publisher (publisherToggle)", () => {
  it.each([
    ['a member becomes a publisher', memberAccount, true],
    ['a publisher stops being one', publisherAccount, false],
  ])('%s', (_, account, next) => {
    expect(publisherToggle(account.id, account)).toEqual({ userId: account.id, isPublisher: next });
  });
});
