import { describe, expect, it } from 'vitest';
import { canCreatePost, canListAllPosts, canManagePost, isPublicPost, postCan } from './posts.ts';
import { admin, itAllows, otherPublisher, publisher, user, visitor } from './test-roles.ts';

describe('publishing a post', () => {
  itAllows(canCreatePost, ['publisher', 'admin']);
});

describe('changing and deleting a post', () => {
  /** A post by `publisher`. */
  const post = { userId: publisher.id };

  it.each([
    ['a visitor', visitor, false],
    ['a user', user, false],
    ['its author', publisher, true],
    ['another publisher', otherPublisher, false],
    ['an admin', admin, true],
  ])('%s: %s', (_, actor, allowed) => {
    expect(canManagePost(actor, post)).toBe(allowed);
  });
});

describe('what is public', () => {
  it.each([
    ['published', true],
    ['draft', false],
    ['scheduled', false],
  ])('a %s post: %s', (status, expected) => {
    expect(isPublicPost({ status })).toBe(expected);
  });
});

describe("a post's can (postCan) and the lists of every status", () => {
  /** A post by `publisher`. */
  const post = { userId: publisher.id };
  const none = { edit: false, delete: false, report: false };
  it.each([
    ['a visitor', visitor, none, false],
    ['a user', user, { ...none, report: true }, false],
    ['its author', publisher, { edit: true, delete: true, report: false }, false],
    ['another publisher', otherPublisher, { ...none, report: true }, false],
    ['an admin', admin, { edit: true, delete: true, report: true }, true],
  ])('%s', (_, actor, can, listsAll) => {
    expect(postCan(actor, post)).toEqual(can);
    expect(canListAllPosts(actor)).toBe(listsAll);
  });
});
