import { describe, expect, it } from 'vitest';
import { canReadAuthorStats, canReadSiteStats } from './stats.ts';
import { admin, itAllows, otherPublisher, publisher, user, visitor } from './test-roles.ts';

describe('stats', () => {
  itAllows(canReadSiteStats, ['admin']);
  itAllows((actor) => canReadAuthorStats(actor), ['publisher', 'admin']);

  it.each([
    ['a visitor', visitor, false],
    ['a member', user, false],
    ['the publisher', publisher, true],
    ['another publisher', otherPublisher, false],
    ['an admin', admin, true],
  ] as const)("%s reading the publisher's stats: %s", (_who, actor, allowed) => {
    expect(canReadAuthorStats(actor, publisher.id)).toBe(allowed);
  });
});
