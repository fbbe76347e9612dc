import { describe, expect, it } from 'vitest';
import {
  storyCan,
  canCreateStory,
  canListUserStories,
  canManageStory,
  canReadStory,
  canReviewStories,
  statusAfterSave,
} from './stories.ts';
import {
  admin,
  itAllows,
  itAnswersByRole,
  otherPublisher,
  publisher,
  user,
  visitor,
} from './test-roles.ts';

describe('sharing, reviewing, and the status a save gives', () => {
  itAllows(canCreateStory, ['publisher', 'admin']);
  itAllows(canReviewStories, ['admin']);
  itAnswersByRole(
    { statusAfterSave },
    { visitor: ['pending'], user: ['pending'], publisher: ['pending'], admin: ['approved'] },
  );
});

describe("managing, reading and listing an author's narratives", () => {
  /** Narratives by `publisher`. */
  const pending = { userId: publisher.id, status: 'pending' };
  const approved = { userId: publisher.id, status: 'approved' };

  it.each([
    ['a visitor', visitor, false, false],
    ['a user', user, false, false],
    ['the author', publisher, true, true],
    ['another publisher', otherPublisher, false, false],
    ['an admin', admin, true, true],
  ])('%s: manage %s, read before approval %s', (_, actor, manage, readPending) => {
    expect(canManageStory(actor, pending)).toBe(manage);
    expect(canListUserStories(actor, publisher.id)).toBe(manage);
    expect(canReadStory(actor, pending)).toBe(readPending);
    expect(canReadStory(actor, approved)).toBe(true);
  });
});

describe("a narrative's can (storyCan)", () => {
  /** A narrative by `publisher`. */
  const story = { userId: publisher.id };
  it.each([
    ['a visitor', visitor, { edit: false, delete: false, review: false }],
    ['a user', user, { edit: false, delete: false, review: false }],
    ['its author', publisher, { edit: true, delete: true, review: false }],
    ['another publisher', otherPublisher, { edit: false, delete: false, review: false }],
    ['an admin', admin, { edit: true, delete: true, review: true }],
  ])('%s', (_, actor, can) => {
    expect(storyCan(actor, story)).toEqual(can);
  });
});
