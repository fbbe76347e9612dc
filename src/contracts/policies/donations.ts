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
