import { describe, expect, it } from 'vitest';
import type { MaybeActor } from './actor.ts';
import {
  canApprovePublisherRequest,
  canDecidePublisherRequests,
  canRequestPublisher,
} from './publisher-requests.ts';

const visitor: MaybeActor = null;
const user = { id: 'user', isAdmin: false, isPublisher: false };
const publisher = { id: 'publisher', isAdmin: false, isPublisher: true };
const admin = { id: 'admin', isAdmin: true, isPublisher: false };

describe('asking to publish and deciding requests', () => {
  it.each([
    ['a visitor', visitor, false, false],
    ['a user', user, true, false],
    ['a publisher', publisher, false, false],
    ['an admin', admin, false, true],
  ])('%s: request %s, decide %s', (_, actor, request, decide) => {
    expect(canRequestPublisher(actor)).toBe(request);
    expect(canDecidePublisherRequests(actor)).toBe(decide);
  });
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
