import {
  dollarsFromCents,
  type DonationCase,
  type TransactionStatus,
} from '#contracts/donations.ts';
import type { donationCases, donationTransactions } from '../../db/schema.ts';
import type { RecordedDonation } from './record-donation.ts';

type CaseRow = typeof donationCases.$inferSelect;
type TransactionRow = typeof donationTransactions.$inferSelect;

export function presentDonationCase(row: CaseRow): DonationCase {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    goalAmount: row.goalAmountCents === null ? null : dollarsFromCents(row.goalAmountCents),
    raisedAmount: dollarsFromCents(row.raisedAmountCents),
    amountOptions: row.amountOptionsCents.map(dollarsFromCents),
    active: row.active,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The full record, donor e-mail and message included: for admins only. */
export function toTransaction(row: TransactionRow) {
  return {
    _id: row.id,
    donationCaseId: row.donationCaseId,
    amount: dollarsFromCents(row.amountCents),
    donorName: row.donorName,
    donorEmail: row.donorEmail,
    message: row.message,
    status: row.status as TransactionStatus,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** The answer to a donation, first or repeated: what was given to which case, never by whom. */
export function presentRecordedDonation({ transaction, checkoutUrl }: RecordedDonation) {
  return {
    success: true as const,
    message:
      transaction.status === 'completed'
        ? 'Thank you for your donation!'
        : 'Continue to the payment page to complete your donation.',
    transaction: {
      _id: transaction.id,
      donationCaseId: transaction.donationCaseId,
      amount: dollarsFromCents(transaction.amountCents),
      status: transaction.status,
    },
    checkoutUrl,
  };
}
