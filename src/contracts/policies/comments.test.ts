import { describe, expect, it } from 'vitest';
import type { MaybeActor } from './actor.ts';
import {
  canDeleteComment,
  canEditComment,
  canListAllComments,
  canListCommentsOnOwnPosts,
} from './comments.ts';

const visitor: MaybeActor = null;
const user = { id: 'user', isAdmin: false, isPublisher: false };
const publisher = { id: 'publisher', isAdmin: false, isPublisher: true };
const admin = { id: 'admin', isAdmin: true, isPublisher: false };

describe('comment lists of the dashboard', () => {
  it.each([
    ['a visitor', visitor, false, false],
    ['a user', user, false, false],
    ['a publisher', publisher, false, true],
    ['an admin', admin, true, true],
  ])('%s: every comment %s, those on own posts %s', (_, actor, all, onOwnPosts) => {
    expect(canListAllComments(actor)).toBe(all);
    expect(canListCommentsOnOwnPosts(actor)).toBe(onOwnPosts);
  });
});

describe('editing and deleting a comment', () => {
  /** A comment by `user` on a post by `publisher`. */
  const comment = { userId: user.id };
  const post = { userId: publisher.id };
  const otherUser = { ...user, id: 'other' };
  const otherPublisher = { ...publisher, id: 'other-publisher' };

  it.each([
    ['a visitor', visitor, false, false],
    ['its author', user, true, true],
    ['another user', otherUser, false, false],
    ["the post's author", publisher, false, true],
    ['another publisher', otherPublisher, false, false],
    ['an admin', admin, true, true],
  ])('%s: edit %s, delete %s', (_, actor, edit, remove) => {
    expect(canEditComment(actor, comment)).toBe(edit);
    expect(canDeleteComment(actor, comment, post)).toBe(remove);
  });
});
