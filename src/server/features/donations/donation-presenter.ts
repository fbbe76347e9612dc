import {
  type Currency,
  type DonationCase,
  type ReceivedMethod,
  type TransactionStatus,
} from '#contracts/donations.ts';
import type { MaybeActor } from '#contracts/policies/actor.ts';
import { donationCaseCan } from '#contracts/policies/donations.ts';
import type { donationTransactions } from '../../db/schema.ts';
import { ledgerTotals } from './case-ledger.ts';
import { majorUnits, nullableMajorUnits } from './case-money.ts';
import type { CaseRead } from './get-donation-case.ts';
import type { RecordedDonation } from './record-donation.ts';

/** A gift's row with its case's currency, which every amount in it is in. */
export type TransactionRead = typeof donationTransactions.$inferSelect & { currency: Currency };

/** The narrative the case serves, named only while it is published. */
const linkedStory = (row: CaseRead) =>
  row.storyId && row.storyStatus === 'approved'
    ? { _id: row.storyId, slug: row.storySlug!, title: row.storyTitle! }
    : null;

/** Where the money went: fees, disbursed and held beside raised, and whether news is owed. */
function moneyTrailFields(row: CaseRead) {
  const { fees, disbursed, held } = ledgerTotals(row);
  return {
    feesAmount: fees,
    disbursedAmount: disbursed,
    heldAmount: held,
    updateDue: row.updateDue,
  };
}

/** The case as `viewer` reads it; answers shared by every visitor are made for `null`. */
export function presentDonationCase(row: CaseRead, viewer: MaybeActor = null): DonationCase {
  const { currency } = row;
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    currency,
    hasGifts: row.hasGifts,
    goalAmount: nullableMajorUnits(currency, row.goalAmountCents),
    raisedAmount: majorUnits(currency, row.raisedAmountCents),
    pledgedAmount: majorUnits(currency, row.pledgedAmountCents),
    ...moneyTrailFields(row),
    amountOptions: row.amountOptionsCents.map((option) => majorUnits(currency, option)),
    active: row.active,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
    story: linkedStory(row),
    supportersCount: row.supportersCount,
    showAmounts: row.showAmounts,
    endsAt: row.endsAt?.toISOString() ?? null,
    monthlyTarget: nullableMajorUnits(currency, row.monthlyTargetCents),
    monthlySupporters: row.monthlySupporters,
    monthlyIncome: majorUnits(currency, row.monthlyIncomeCents),
    can: donationCaseCan(viewer),
  };
}

/** The same case with what `viewer` may do with it. */
export const withCaseCan = (donationCase: DonationCase, viewer: MaybeActor): DonationCase => ({
  ...donationCase,
  can: donationCaseCan(viewer),
});

/** The full record, donor e-mail and message included: for admins only. */
export function toTransaction(row: TransactionRead) {
  const { currency } = row;
  return {
    _id: row.id,
    donationCaseId: row.donationCaseId,
    amount: majorUnits(currency, row.amountCents),
    currency,
    donorName: row.donorName,
    donorEmail: row.donorEmail,
    message: row.message,
    status: row.status as TransactionStatus,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    showPublicly: row.showPublicly,
    messageHidden: row.messageHiddenAt !== null,
    receiptNumber: row.receiptNumber,
    pledgedAmount: nullableMajorUnits(currency, row.pledgedAmountCents),
    receivedMethod: row.receivedMethod as ReceivedMethod | null,
    receivedReference: row.receivedReference,
    lapsedAt: row.lapsedAt?.toISOString() ?? null,
    lapseReason: row.lapseReason,
  };
}

/** What the donor sent with a donation: the only donor details its answer may echo. */
export interface SentDonorDetails {
  donorName: string;
  donorEmail: string | null;
  message: string | null;
}

/**
 * The answer to a donation, first or repeated. The spec's transaction fields sit at the top
 * level, where the spec's client reads them; its donor details are those this request sent,
 * never the stored ones, so a replayed key from the same client learns nothing it did not send.
 */
export function presentRecordedDonation(
  { transaction, currency, checkoutUrl }: RecordedDonation,
  sent: SentDonorDetails,
) {
  const amount = majorUnits(currency, transaction.amountCents);
  return {
    success: true as const,
    notice:
      checkoutUrl === null && transaction.provider === 'none'
        ? 'Thank you for your pledge! No money was taken: the team will write to you about how to give, and it counts as raised once received.'
        : transaction.status === 'completed'
          ? 'Thank you for your donation!'
          : 'Continue to the payment page to complete your donation.',
    _id: transaction.id,
    donationCaseId: transaction.donationCaseId,
    amount,
    currency,
    status: transaction.status,
    createdAt: transaction.createdAt.toISOString(),
    ...sent,
    transaction: {
      _id: transaction.id,
      donationCaseId: transaction.donationCaseId,
      amount,
      currency,
      status: transaction.status,
      receiptNumber: transaction.receiptNumber,
    },
    checkoutUrl,
  };
}
