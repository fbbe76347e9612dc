import { describe, expect, it } from 'vitest';
import type { MaybeActor } from './actor.ts';
import { canUseAdminTabs, canUseAuthorTabs } from './dashboard.ts';

const visitor: MaybeActor = null;
const user = { id: 'user', isAdmin: false, isPublisher: false };
const publisher = { id: 'publisher', isAdmin: false, isPublisher: true };
const admin = { id: 'admin', isAdmin: true, isPublisher: false };

describe("the dashboard's tabs", () => {
  it.each([
    ['a visitor', visitor, false, false],
    ['a user', user, false, false],
    ['a publisher', publisher, false, true],
    ['an admin', admin, true, true],
  ])('%s: admin tabs %s, author tabs %s', (_, actor, adminTabs, authorTabs) => {
    expect(canUseAdminTabs(actor)).toBe(adminTabs);
    expect(canUseAuthorTabs(actor)).toBe(authorTabs);
  });
});
