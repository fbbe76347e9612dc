import { isAdmin, type MaybeActor } from './actor.ts';

/** A case as the public sees it: open to donations and not archived. */
export const isPublicDonationCase = (donationCase: { active: boolean; archived: boolean }) =>
  donationCase.active && !donationCase.archived;

/** Opening, changing, (de)activating and deleting cases is admins' work. */
export const canManageDonationCases = (actor: MaybeActor) => isAdmin(actor);

/** Inactive and archived cases are listed for admins only. */
export const canListAllDonationCases = (actor: MaybeActor) => isAdmin(actor);

/** Everyone sees a public case; only admins see an inactive or archived one. */
export const canSeeDonationCase = (
  actor: MaybeActor,
  donationCase: { active: boolean; archived: boolean },
) => isPublicDonationCase(donationCase) || isAdmin(actor);

/** A case's donations carry donor e-mails and messages: admins only. */
export const canSeeDonationTransactions = (actor: MaybeActor) => isAdmin(actor);

/** Recording a pledge's money as received, or the pledge as lapsed: admins only. */
export const canSettlePledges = (actor: MaybeActor) => isAdmin(actor);

/**
 * Recording a disbursement and reversing a mistaken one, and the list of cases whose donors are
 * owed an update: admins only.
 */
export const canKeepCaseLedger = (actor: MaybeActor) => isAdmin(actor);

/** Hiding a supporter's message from the public list, and writing the case's updates: admins. */
export const canModerateCaseContent = (actor: MaybeActor) => canManageDonationCases(actor);

/** What the viewer may do with a donation case, as answers carry it (`can`). */
export const donationCaseCan = (actor: MaybeActor) => ({
  /** Change, (de)activate, delete it, and post its updates. */
  manage: canManageDonationCases(actor),
  /** Read its donations (donor e-mails and messages) and settle its pledges. */
  seeDonations: canSeeDonationTransactions(actor),
  /** Hide a supporter's message from the public list. */
  moderate: canModerateCaseContent(actor),
  /** Record disbursements in its money trail and reverse them. */
  keepLedger: canKeepCaseLedger(actor),
});
export type DonationCaseCan = ReturnType<typeof donationCaseCan>;
