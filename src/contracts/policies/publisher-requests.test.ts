import { describe, expect, it } from 'vitest';
import {
  canApprovePublisherRequest,
  canDecidePublisherRequests,
  canRequestPublisher,
} from './publisher-requests.ts';
import { admin, itAllows, publisher, user, visitor } from './test-roles.ts';

describe('asking to publish and deciding requests', () => {
  itAllows(canRequestPublisher, ['user']);
  itAllows(canDecidePublisherRequests, ['admin']);
});

describe('approving a request, by who asked', () => {
  const requester = { isAdmin: false };
  const madeAdminSince = { isAdmin: true };

  it.each([
    ['a visitor, a user', visitor, requester, false],
    ['a user, a user (their own too)', user, requester, false],
    ['a publisher, a user', publisher, requester, false],
    ['an admin, a user', admin, requester, true],
    ['an admin, one made admin since asking', admin, madeAdminSince, false],
  ])('%s: %s', (_, actor, asker, allowed) => {
    expect(canApprovePublisherRequest(actor, asker)).toBe(allowed);
  });
});
