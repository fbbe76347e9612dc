import { describe, expect, it } from 'vitest';
import type { MaybeActor } from './actor.ts';
import {
  donationCaseCan,
  canListAllDonationCases,
  canManageDonationCases,
  canSeeDonationCase,
  canSeeDonationTransactions,
  isPublicDonationCase,
} from './donations.ts';

const visitor: MaybeActor = null;
const user: MaybeActor = { id: 'user', isAdmin: false, isPublisher: false };
const publisher: MaybeActor = { id: 'publisher', isAdmin: false, isPublisher: true };
const admin: MaybeActor = { id: 'admin', isAdmin: true, isPublisher: false };

const open = { active: true, archived: false };
const inactive = { active: false, archived: false };
const archived = { active: false, archived: true };

describe('donation case policies', () => {
  it.each([
    ['a visitor', visitor, false],
    ['a user', user, false],
    ['a publisher', publisher, false],
    ['an admin', admin, true],
  ] as const)('%s may manage cases, list every case and see donations: %s', (_, actor, may) => {
    expect(canManageDonationCases(actor)).toBe(may);
    expect(canListAllDonationCases(actor)).toBe(may);
    expect(canSeeDonationTransactions(actor)).toBe(may);
  });

  it.each([
    ['a visitor', visitor, open, true],
    ['a user', user, open, true],
    ['a publisher', publisher, open, true],
    ['an admin', admin, open, true],
    ['a visitor', visitor, inactive, false],
    ['a user', user, inactive, false],
    ['a publisher', publisher, inactive, false],
    ['an admin', admin, inactive, true],
    ['a visitor', visitor, archived, false],
    ['a user', user, archived, false],
    ['a publisher', publisher, archived, false],
    ['an admin', admin, archived, true],
  ] as const)('%s sees the case %o: %s', (_, actor, donationCase, may) => {
    expect(canSeeDonationCase(actor, donationCase)).toBe(may);
  });

  it.each([
    [open, true],
    [inactive, false],
    [archived, false],
    [{ active: true, archived: true }, false],
  ] as const)('the case %o is public: %s', (donationCase, isPublic) => {
    expect(isPublicDonationCase(donationCase)).toBe(isPublic);
  });
});

describe("a case's can (donationCaseCan)", () => {
  const none = { manage: false, seeDonations: false, moderate: false, keepLedger: false };
  it.each([
    ['a visitor', visitor, none],
    ['a user', user, none],
    ['a publisher', publisher, none],
    ['an admin', admin, { manage: true, seeDonations: true, moderate: true, keepLedger: true }],
  ])('%s', (_, actor, can) => {
    expect(donationCaseCan(actor)).toEqual(can);
  });
});
