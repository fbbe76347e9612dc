import { DONATION_MESSAGES } from '#contracts/donations.ts';
import {
  canListAllDonationCases,
  canManageDonationCases,
  canSeeDonationCase,
  canSeeDonationTransactions,
  canKeepCaseLedger,
  canSettlePledges,
  isPublicDonationCase,
} from '#contracts/policies/donations.ts';
import type { donationCases } from '../../db/schema.ts';
import type { Viewer } from '../../platform/auth.ts';
import { forbidden, notFound } from '../../platform/errors.ts';

type CaseRow = typeof donationCases.$inferSelect;

const ADMINS_ONLY = 'You do not have permission to access this page';

const visibility = (row: CaseRow) => ({ active: row.active, archived: row.archivedAt !== null });

/** Whether anyone may see the case, so nobody need be asked who they are. */
export const isPublicCase = (row: CaseRow) => isPublicDonationCase(visibility(row));

/** A hidden case is answered as missing, so its existence is not revealed. */
export function authorizeCaseView(viewer: Viewer | null, row: CaseRow) {
  if (!canSeeDonationCase(viewer, visibility(row))) throw notFound(DONATION_MESSAGES.caseNotFound);
}

export function authorizeAllCasesListing(viewer: Viewer) {
  if (!canListAllDonationCases(viewer)) throw forbidden(ADMINS_ONLY);
}

export function authorizeCaseManagement(viewer: Viewer) {
  if (!canManageDonationCases(viewer)) throw forbidden(ADMINS_ONLY);
}

export function authorizeTransactionsView(viewer: Viewer) {
  if (!canSeeDonationTransactions(viewer)) throw forbidden(ADMINS_ONLY);
}

export function authorizePledgeSettlement(viewer: Viewer) {
  if (!canSettlePledges(viewer)) throw forbidden(ADMINS_ONLY);
}

export function authorizeLedgerKeeping(viewer: Viewer) {
  if (!canKeepCaseLedger(viewer)) throw forbidden(ADMINS_ONLY);
}
