import { describe, expect, it } from 'vitest';
import type { Actor, MaybeActor } from './actor.ts';
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

const visitor: MaybeActor = null;
const user: Actor = { id: 'user', isAdmin: false, isPublisher: false };
const publisher: Actor = { id: 'publisher', isAdmin: false, isPublisher: true };
const admin: Actor = { id: 'admin', isAdmin: true, isPublisher: false };

const accountOf = (actor: Actor): Account => ({ ...actor });
const memberAccount: Account = { id: 'member', isAdmin: false, isPublisher: false };
const publisherAccount: Account = { id: 'writer', isAdmin: false, isPublisher: true };
const otherAdminAccount: Account = { id: 'other-admin', isAdmin: true, isPublisher: false };

type Row = [who: string, actor: MaybeActor, account: Account, allowed: boolean];

describe('canManageAccount: the owner, or an admin on an account that is not an admin', () => {
  it.each<Row>([
    ['a visitor, on a member', visitor, memberAccount, false],
    ['a user, on their own account', user, accountOf(user), true],
    ['a user, on another member', user, memberAccount, false],
    ['a publisher, on their own account', publisher, accountOf(publisher), true],
    ['a publisher, on another publisher', publisher, publisherAccount, false],
    ['an admin, on their own account', admin, accountOf(admin), true],
    ['an admin, on a member', admin, memberAccount, true],
    ['an admin, on a publisher', admin, publisherAccount, true],
    ['an admin, on another admin', admin, otherAdminAccount, false],
  ])('%s', (_who, actor, account, allowed) => {
    expect(canManageAccount(actor, account)).toBe(allowed);
  });
});

describe('canModerateAccount: admins, on accounts that are not admins (their own neither)', () => {
  it.each<Row>([
    ['a visitor, on a member', visitor, memberAccount, false],
    ['a user, on their own account', user, accountOf(user), false],
    ['a user, on another member', user, memberAccount, false],
    ['a publisher, on their own account', publisher, accountOf(publisher), false],
    ['a publisher, on a member', publisher, memberAccount, false],
    ['an admin, on a member', admin, memberAccount, true],
    ['an admin, on a publisher', admin, publisherAccount, true],
    ['an admin, on their own account', admin, accountOf(admin), false],
    ['an admin, on another admin', admin, otherAdminAccount, false],
  ])('%s', (_who, actor, account, allowed) => {
    expect(canModerateAccount(actor, account)).toBe(allowed);
  });
});

describe('canSeePrivateFields: the owner and admins', () => {
  it.each<Row>([
    ['a visitor, on a member', visitor, memberAccount, false],
    ['a user, on their own account', user, accountOf(user), true],
    ['a user, on another member', user, memberAccount, false],
    ['a publisher, on their own account', publisher, accountOf(publisher), true],
    ['a publisher, on another publisher', publisher, publisherAccount, false],
    ['an admin, on their own account', admin, accountOf(admin), true],
    ['an admin, on a member', admin, memberAccount, true],
    ['an admin, on another admin', admin, otherAdminAccount, true],
  ])('%s', (_who, actor, account, allowed) => {
    expect(canSeePrivateFields(actor, account)).toBe(allowed);
  });
});

describe('canFollow: anyone signed in, a publisher or an admin other than themselves', () => {
  it.each<Row>([
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
  ])('%s', (_who, actor, account, allowed) => {
    expect(canFollow(actor, account)).toBe(allowed);
  });
});

describe('canListAllUsers: admins only', () => {
  it.each<[who: string, actor: MaybeActor, allowed: boolean]>([
    ['a visitor', visitor, false],
    ['a user', user, false],
    ['a publisher', publisher, false],
    ['an admin', admin, true],
  ])('%s', (_who, actor, allowed) => {
    expect(canListAllUsers(actor)).toBe(allowed);
  });
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
