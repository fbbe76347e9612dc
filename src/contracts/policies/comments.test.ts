import { describe, expect, it } from 'vitest';
import {
  canCreateComment,
  canDeleteComment,
  canEditComment,
  canFindCommentToDelete,
  canListAllComments,
  canListCommentsOnOwnPosts,
  canReviewComments,
  canSeeComment,
  commentCan,
  isPublicComment,
} from './comments.ts';
import { admin, itAllows, otherPublisher, publisher, user, visitor } from './test-roles.ts';

const otherUser = { ...user, id: 'other' };

describe('comment lists of the dashboard', () => {
  itAllows(canListAllComments, ['admin']);
  itAllows(canListCommentsOnOwnPosts, ['publisher', 'admin']);
});

describe('editing and deleting a comment', () => {
  /** A comment by `user` on a post by `publisher`. */
  const comment = { userId: user.id };
  const post = { userId: publisher.id };

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

describe('finding a comment: only public ones, and the author finds theirs awaiting review', () => {
  const published = { userId: user.id, status: 'published' };
  const pending = { userId: user.id, status: 'pending' };
  const onPublic = { userId: publisher.id, status: 'published' };
  const onDraft = { userId: publisher.id, status: 'draft' };
  const onScheduled = { userId: publisher.id, status: 'scheduled' };

  it('is public only when published on a published post', () => {
    expect(isPublicComment(published, onPublic)).toBe(true);
    expect(isPublicComment(pending, onPublic)).toBe(false);
    expect(isPublicComment(published, onDraft)).toBe(false);
    expect(isPublicComment(published, onScheduled)).toBe(false);
  });

  it.each([
    ['a visitor', visitor, [true, false, false, false], [true, false, false, false]],
    ['its author', user, [true, true, false, false], [true, true, false, false]],
    ['another user', otherUser, [true, false, false, false], [true, false, false, false]],
    ["the post's author", publisher, [true, false, false, false], [true, false, true, true]],
    ['an admin', admin, [true, false, false, false], [true, true, true, true]],
  ])(
    '%s: sees [published, pending, on a draft, on a scheduled post] %o, reaches to delete %o',
    (_, actor, sees, reachesToDelete) => {
      const cases = [
        [published, onPublic],
        [pending, onPublic],
        [published, onDraft],
        [published, onScheduled],
      ] as const;
      expect(cases.map(([comment, post]) => canSeeComment(actor, comment, post))).toEqual(sees);
      expect(cases.map(([comment, post]) => canFindCommentToDelete(actor, comment, post))).toEqual(
        reachesToDelete,
      );
    },
  );

  it('the review queue is the admins’', () => {
    expect([visitor, user, publisher, admin].map(canReviewComments)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });
});

describe('who may comment (canCreateComment)', () => {
  it.each([
    ['a visitor', visitor, 'published', false],
    ['a user', user, 'published', true],
    ['a publisher', publisher, 'published', true],
    ['an admin', admin, 'published', true],
    ['an admin, on a draft', admin, 'draft', false],
    ['a user, on a scheduled post', user, 'scheduled', false],
  ])('%s (post %s): %s', (_, actor, status, allowed) => {
    expect(canCreateComment(actor, { status })).toBe(allowed);
  });
});

describe("a comment's can (commentCan)", () => {
  /** A comment by `user` on a post by `publisher`. */
  const comment = { userId: user.id };
  const post = { userId: publisher.id };
  it.each([
    ['a visitor', visitor, { edit: false, delete: false, report: false, moderate: false }],
    ['its author', user, { edit: true, delete: true, report: false, moderate: false }],
    ["the post's author", publisher, { edit: false, delete: true, report: true, moderate: false }],
    ['an admin', admin, { edit: true, delete: true, report: true, moderate: true }],
  ])('%s', (_, actor, can) => {
    expect(commentCan(actor, comment, post)).toEqual(can);
  });
});
