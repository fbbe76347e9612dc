import type { Currency } from '#contracts/donations.ts';
import type { MonthlyGift, MonthlyGiftStatus } from '#contracts/monthly-gifts.ts';
import type { monthlyGifts } from '../../db/schema.ts';
import { majorUnits } from './case-money.ts';
import type { SentDonorDetails } from './donation-presenter.ts';
import type { MonthlyGiftRead } from './find-monthly-gift.ts';

/** What its donor is shown of a monthly gift wherever it is listed; never their own details. */
export const monthlyGiftFields = (
  gift: MonthlyGiftRead['gift'],
  caseTitle: string,
  currency: Currency,
) => ({
  _id: gift.id,
  donationCaseId: gift.donationCaseId,
  caseTitle,
  amount: majorUnits(currency, gift.amountCents),
  currency,
  status: gift.status as MonthlyGiftStatus,
  endsReason: gift.endsReason,
  createdAt: gift.createdAt.toISOString(),
});

/** The gift as its donor sees it through their link: the donor's own details are left out. */
export function presentMonthlyGift({
  gift,
  caseTitle,
  caseEndsAt,
  currency,
}: MonthlyGiftRead): MonthlyGift {
  return {
    ...monthlyGiftFields(gift, caseTitle, currency),
    caseEndsAt: caseEndsAt?.toISOString() ?? null,
  };
}

/**
 * The answer to a donation with `frequency: monthly`, in the shape of any donation's answer: the
 * gift waits as pending until the donor pays on Stripe Checkout, where `checkoutUrl` goes.
 */
export function presentStartedMonthlyGift(
  {
    gift,
    currency,
    checkoutUrl,
  }: { gift: typeof monthlyGifts.$inferSelect; currency: Currency; checkoutUrl: string },
  sent: SentDonorDetails,
) {
  const amount = majorUnits(currency, gift.amountCents);
  return {
    success: true as const,
    notice: 'Continue to the payment page to start your monthly gift.',
    _id: gift.id,
    donationCaseId: gift.donationCaseId,
    amount,
    currency,
    status: 'pending',
    createdAt: gift.createdAt.toISOString(),
    ...sent,
    transaction: {
      _id: gift.id,
      donationCaseId: gift.donationCaseId,
      amount,
      currency,
      status: 'pending',
      receiptNumber: null,
    },
    checkoutUrl,
  };
}
