import { and, eq, sql } from 'drizzle-orm';
import type { TransactionStatus } from '#contracts/donations.ts';
import { donationCases, donationTransactions, monthlyGifts } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { majorUnits } from './case-money.ts';

/**
 * A Stripe Checkout gift by its session id, as the success page shows it: whether the webhook
 * has confirmed it yet, the amount and the case. The session id is Stripe's unguessable
 * reference, known to the browser that paid; of the donor it tells only whether an address was
 * left (so the page may promise a receipt) and whether it asked for updates by e-mail (so the
 * page may ask the donor to confirm them from their inbox).
 */
export async function findCheckout({ db }: Pick<Services, 'db'>, sessionId: string) {
  const [row] = await db
    .select({
      status: donationTransactions.status,
      amountCents: donationTransactions.amountCents,
      currency: donationCases.currency,
      donationCaseId: donationTransactions.donationCaseId,
      caseTitle: donationCases.title,
      hasEmail: sql<boolean>`${donationTransactions.donorEmail} is not null`,
      wantsUpdates: donationTransactions.wantsUpdates,
    })
    .from(donationTransactions)
    .innerJoin(donationCases, eq(donationCases.id, donationTransactions.donationCaseId))
    .where(
      and(
        eq(donationTransactions.provider, 'stripe'),
        eq(donationTransactions.providerReference, sessionId),
      ),
    )
    .limit(1);
  if (!row) return findMonthlyCheckout({ db }, sessionId);
  return {
    status: row.status as TransactionStatus,
    amount: majorUnits(row.currency, row.amountCents),
    currency: row.currency,
    donationCaseId: row.donationCaseId,
    caseTitle: row.caseTitle,
    hasEmail: row.hasEmail,
    confirmsUpdatesByEmail: row.hasEmail && row.wantsUpdates,
  };
}

/**
 * A monthly gift's Checkout session, as the same success page reads it: `completed` once Stripe's
 * webhook has started the gift. Monthly gifts never send updates by e-mail.
 */
async function findMonthlyCheckout({ db }: Pick<Services, 'db'>, sessionId: string) {
  const [gift] = await db
    .select({
      status: monthlyGifts.status,
      amountCents: monthlyGifts.amountCents,
      currency: donationCases.currency,
      donationCaseId: monthlyGifts.donationCaseId,
      caseTitle: donationCases.title,
      hasEmail: sql<boolean>`${monthlyGifts.donorEmail} is not null`,
    })
    .from(monthlyGifts)
    .innerJoin(donationCases, eq(donationCases.id, monthlyGifts.donationCaseId))
    .where(eq(monthlyGifts.checkoutSessionId, sessionId))
    .limit(1);
  if (!gift) throw notFound('No payment was found for this checkout');
  return {
    status: (gift.status === 'pending' ? 'pending' : 'completed') as TransactionStatus,
    amount: majorUnits(gift.currency, gift.amountCents),
    currency: gift.currency,
    donationCaseId: gift.donationCaseId,
    caseTitle: gift.caseTitle,
    hasEmail: gift.hasEmail,
    confirmsUpdatesByEmail: false,
  };
}
