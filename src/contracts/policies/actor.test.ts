import { describe, expect, it } from 'vitest';
import { isAuthor, rolesOf } from './actor.ts';

describe('authors and roles', () => {
  it.each([
    ['a member', { isAdmin: false, isPublisher: false }, false, []],
    ['a publisher', { isAdmin: false, isPublisher: true }, true, ['publisher']],
    ['an admin', { isAdmin: true, isPublisher: false }, true, ['admin']],
    ['an admin who publishes', { isAdmin: true, isPublisher: true }, true, ['admin', 'publisher']],
  ])('%s: author %s, roles %j', (_, account, author, roles) => {
    expect(isAuthor(account)).toBe(author);
    expect(rolesOf(account)).toEqual(roles);
  });
});
