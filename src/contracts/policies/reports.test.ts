import { describe, expect, it } from 'vitest';
import type { MaybeActor } from './actor.ts';
import { canFileReports, canManageReports, canReport } from './reports.ts';

const visitor: MaybeActor = null;
const user = { id: 'user', isAdmin: false, isPublisher: false };
const publisher = { id: 'publisher', isAdmin: false, isPublisher: true };
const admin = { id: 'admin', isAdmin: true, isPublisher: false };

describe('filing and managing reports', () => {
  it.each([
    ['a visitor', visitor, false, false],
    ['a user', user, true, false],
    ['a publisher', publisher, true, false],
    ['an admin', admin, true, true],
  ])('%s: file %s, manage %s', (_, actor, file, manage) => {
    expect(canFileReports(actor)).toBe(file);
    expect(canManageReports(actor)).toBe(manage);
  });
});

describe("reporting someone's content", () => {
  it.each([
    ['a visitor, on anyone', visitor, 'user', false],
    ['a user, on their own', user, 'user', false],
    ['a user, on another', user, 'publisher', true],
    ['a publisher, on their own', publisher, 'publisher', false],
    ['a publisher, on another', publisher, 'user', true],
    ['an admin, on their own', admin, 'admin', false],
    ['an admin, on another', admin, 'user', true],
  ])('%s: %s', (_, actor, ownerId, allowed) => {
    expect(canReport(actor, { userId: ownerId })).toBe(allowed);
  });
});
