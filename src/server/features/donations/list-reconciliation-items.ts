import { count, eq, isNull } from 'drizzle-orm';
import type { Currency } from '#contracts/donations.ts';
import {
  RECONCILIATION_KINDS,
  type ReconciliationKind,
  type ReconciliationResponse,
} from '#contracts/reconciliation.ts';
import {
  donationCases,
  donationTransactions,
  ledgerReconciliationItems,
  scheduledJobs,
} from '../../db/schema.ts';
import { newestFirst, pageOf } from '../../platform/list-pages.ts';
import type { Services } from '../../platform/services.ts';
import { nullableMajorUnits } from './case-money.ts';
import { LEDGER_RECONCILIATION_JOB } from './ledger-reconciler.ts';

/** An item's amounts in their currency; without one known (never expected), as cents. */
const amountIn = (currency: Currency | null, minorUnits: number | null) =>
  nullableMajorUnits(currency ?? 'USD', minorUnits);

/** How many disagreements with Stripe are open (the `hearth_ledger_unreconciled_items` gauge). */
export async function countUnreconciledItems({ db }: Pick<Services, 'db'>): Promise<number> {
  const [open] = await db
    .select({ value: count() })
    .from(ledgerReconciliationItems)
    .where(isNull(ledgerReconciliationItems.resolvedAt));
  return open!.value;
}

/** A page of the open disagreements with Stripe, newest first, with their gift's case. */
export async function listReconciliationItems(
  services: Pick<Services, 'db'>,
  page: { startIndex: number; limit: number },
): Promise<ReconciliationResponse> {
  const { db } = services;
  const [rows, totalItems, [job]] = await Promise.all([
    pageOf(
      db
        .select({
          item: ledgerReconciliationItems,
          caseId: donationTransactions.donationCaseId,
          caseTitle: donationCases.title,
          caseCurrency: donationCases.currency,
        })
        .from(ledgerReconciliationItems)
        .leftJoin(
          donationTransactions,
          eq(donationTransactions.id, ledgerReconciliationItems.transactionId),
        )
        .leftJoin(donationCases, eq(donationCases.id, donationTransactions.donationCaseId))
        .where(isNull(ledgerReconciliationItems.resolvedAt))
        .$dynamic(),
      newestFirst(ledgerReconciliationItems.foundAt, ledgerReconciliationItems.id),
      page,
    ),
    countUnreconciledItems(services),
    db
      .select({ lastRunAt: scheduledJobs.lastRunAt })
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, LEDGER_RECONCILIATION_JOB)),
  ]);
  return {
    items: rows.map(({ item, caseId, caseTitle, caseCurrency }) => {
      const kind = item.kind as ReconciliationKind;
      const currency = caseCurrency ?? item.currency;
      return {
        _id: item.id,
        kind,
        message: RECONCILIATION_KINDS[kind],
        donationId: item.transactionId,
        caseId,
        caseTitle,
        paymentId: item.providerPaymentId,
        ledgerAmount: amountIn(currency, item.ledgerCents),
        stripeAmount: amountIn(currency, item.stripeCents),
        currency,
        foundAt: item.foundAt.toISOString(),
      };
    }),
    totalItems,
    checkedAt: job?.lastRunAt?.toISOString() ?? null,
  };
}
