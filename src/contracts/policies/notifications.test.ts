import { describe, expect, it } from 'vitest';
import type { MaybeActor } from './actor.ts';
import { canManageNotification } from './notifications.ts';
import { admin, publisher, user, visitor } from './test-roles.ts';

const ownedBy = (actor: MaybeActor) => ({ recipientId: actor?.id ?? 'someone' });
const someoneElses = { recipientId: 'someone-else' };

describe('notification policies: own notifications only, admins included', () => {
  it.each([
    ['a visitor', visitor, someoneElses, false],
    ['a user, their own', user, ownedBy(user), true],
    ['a user, another’s', user, someoneElses, false],
    ['a publisher, their own', publisher, ownedBy(publisher), true],
    ['a publisher, another’s', publisher, someoneElses, false],
    ['an admin, their own', admin, ownedBy(admin), true],
    ['an admin, another’s', admin, someoneElses, false],
  ] as const)('%s may read, mark or delete it: %s', (_, actor, notification, may) => {
    expect(canManageNotification(actor, notification)).toBe(may);
  });
});
