import { describe, expect, it } from 'vitest';
import type { MaybeActor } from './actor.ts';
import { canReadAudit } from './audit.ts';

const visitor: MaybeActor = null;
const user = { id: 'user', isAdmin: false, isPublisher: false };
const publisher = { id: 'publisher', isAdmin: false, isPublisher: true };
const admin = { id: 'admin', isAdmin: true, isPublisher: false };

describe('reading the audit log', () => {
  it.each([
    ['a visitor', visitor, false],
    ['a user', user, false],
    ['a publisher', publisher, false],
    ['an admin', admin, true],
  ])('%s: %s', (_, actor, allowed) => {
    expect(canReadAudit(actor)).toBe(allowed);
  });
});
