import { and, eq, sql } from 'drizzle-orm';
import { dollarsFromCents, type TransactionStatus } from '#contracts/donations.ts';
import { donationCases, donationTransactions } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';

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
  if (!row) throw notFound('No payment was found for this checkout');
  return {
    status: row.status as TransactionStatus,
    amount: dollarsFromCents(row.amountCents),
    donationCaseId: row.donationCaseId,
    caseTitle: row.caseTitle,
    hasEmail: row.hasEmail,
    confirmsUpdatesByEmail: row.hasEmail && row.wantsUpdates,
  };
}
