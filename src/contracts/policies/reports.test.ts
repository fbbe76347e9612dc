import { describe, expect, it } from 'vitest';
import { canFileReports, canManageReports, canReport } from './reports.ts';
import { admin, itAllows, publisher, user, visitor } from './test-roles.ts';

describe('filing and managing reports', () => {
  itAllows(canFileReports, ['user', 'publisher', 'admin']);
  itAllows(canManageReports, ['admin']);
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
