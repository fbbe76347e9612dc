import { describe, expect, it } from 'vitest';
import {
  donationCaseCan,
  canListAllDonationCases,
  canManageDonationCases,
  canSeeDonationCase,
  canSeeDonationTransactions,
  isPublicDonationCase,
} from './donations.ts';
import { itAllows, itAnswersByRole } from './test-roles.ts';

const open = { active: true, archived: false };
const inactive = { active: false, archived: false };
const archived = { active: false, archived: true };

describe('donation case policies', () => {
  itAllows(canManageDonationCases, ['admin']);
  itAllows(canListAllDonationCases, ['admin']);
  itAllows(canSeeDonationTransactions, ['admin']);

  describe('who sees a case: an open one, an inactive one, an archived one', () => {
    itAnswersByRole(
      {
        open: (actor) => canSeeDonationCase(actor, open),
        inactive: (actor) => canSeeDonationCase(actor, inactive),
        archived: (actor) => canSeeDonationCase(actor, archived),
      },
      {
        visitor: [true, false, false],
        user: [true, false, false],
        publisher: [true, false, false],
        admin: [true, true, true],
      },
    );
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
  itAnswersByRole(
    { donationCaseCan },
    {
      visitor: [none],
      user: [none],
      publisher: [none],
      admin: [{ manage: true, seeDonations: true, moderate: true, keepLedger: true }],
    },
  );
});
