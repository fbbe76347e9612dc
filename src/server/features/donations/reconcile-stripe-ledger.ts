import { and, eq, gte, isNull, notInArray, sql } from 'drizzle-orm';
import { isCurrency, type Currency } from '#contracts/currency.constants.ts';
import type { ReconciliationKind } from '#contracts/reconciliation.ts';
import { donationTransactions, ledgerReconciliationItems } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import { storeFee } from './ledger-gifts.ts';
import type { PaymentProvider, StripeBalancePayment } from './payment-provider.ts';

type StripeProvider = Extract<PaymentProvider, { name: 'stripe' }>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Gifts of the last month and a few days: every payout Stripe could still be settling. */
export const RECONCILED_DAYS = 35;
/** A payment younger than this may still have its webhook on the way: not yet a mismatch. */
const WEBHOOK_GRACE_MS = 10 * 60 * 1000;

interface Finding {
  kind: ReconciliationKind;
  transactionId: string | null;
  providerPaymentId: string | null;
  ledgerCents: number | null;
  stripeCents: number | null;
  /** Only for a payment no gift records: Stripe's currency (a gift's is its case's). */
  currency?: Currency | null;
}

type StripeGift = Pick<
  typeof donationTransactions.$inferSelect,
  | 'id'
  | 'donationCaseId'
  | 'amountCents'
  | 'completedAt'
  | 'feeCents'
  | 'providerReference'
  | 'providerPaymentId'
>;

/**
 * Compares the completed Stripe gifts of the last RECONCILED_DAYS, and their fees, with the
 * card payments in Stripe's balance, and keeps what disagrees as open warnings: a gift Stripe
 * has no payment for, a payment no gift records, or an amount or fee that differs. Warnings a
 * run no longer finds are resolved. Answers how many are open.
 */
export async function reconcileStripeLedger(
  services: Pick<Services, 'db' | 'events'>,
  provider: Pick<StripeProvider, 'balancePayments' | 'referencePayment'>,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - RECONCILED_DAYS * DAY_MS);
  const gifts = await completedStripeGifts(services, provider, since);
  // A gift completes after its charge: a day earlier finds the charges of the window's gifts.
  const payments = new Map<string, StripeBalancePayment>();
  for await (const payment of provider.balancePayments(new Date(since.getTime() - DAY_MS))) {
    payments.set(payment.paymentIntentId, payment);
  }

  await enterMissingFees(services, gifts, payments);
  const findings: Finding[] = gifts.flatMap((gift) => giftFindings(gift, payments));
  const recorded = new Set(gifts.map((gift) => gift.providerPaymentId));
  for (const payment of payments.values()) {
    const settled =
      payment.created >= since && payment.created.getTime() < now.getTime() - WEBHOOK_GRACE_MS;
    if (!recorded.has(payment.paymentIntentId) && settled) {
      findings.push({
        kind: 'missing_in_ledger',
        transactionId: null,
        providerPaymentId: payment.paymentIntentId,
        ledgerCents: null,
        stripeCents: payment.amount,
        currency: isCurrency(payment.currency) ? payment.currency : null,
      });
    }
  }
  await keepFindings(services, findings, now);
  return findings.length;
}

function giftFindings(gift: StripeGift, payments: Map<string, StripeBalancePayment>): Finding[] {
  const payment = gift.providerPaymentId ? payments.get(gift.providerPaymentId) : undefined;
  const about = { transactionId: gift.id, providerPaymentId: gift.providerPaymentId };
  if (!payment) {
    return [
      { kind: 'missing_in_stripe', ...about, ledgerCents: gift.amountCents, stripeCents: null },
    ];
  }
  const findings: Finding[] = [];
  if (payment.amount !== gift.amountCents) {
    findings.push({
      kind: 'amount_differs',
      ...about,
      ledgerCents: gift.amountCents,
      stripeCents: payment.amount,
    });
  }
  if (payment.fee !== gift.feeCents) {
    findings.push({
      kind: 'fee_differs',
      ...about,
      ledgerCents: gift.feeCents,
      stripeCents: payment.fee,
    });
  }
  return findings;
}

/**
 * A gift whose fee Stripe could not tell when it was paid (or whose fee is still being stored)
 * gets it from Stripe's balance: its fee line is entered once, whoever enters it first.
 */
async function enterMissingFees(
  { db, events }: Pick<Services, 'db' | 'events'>,
  gifts: StripeGift[],
  payments: Map<string, StripeBalancePayment>,
) {
  const changedCases = new Set<string>();
  for (const gift of gifts) {
    const payment = gift.providerPaymentId ? payments.get(gift.providerPaymentId) : undefined;
    if (gift.feeCents !== null || !payment) continue;
    const entered = await db.transaction((tx) => storeFee(tx, gift, payment.fee));
    gift.feeCents = entered ? payment.fee : await storedFee(db, gift.id);
    if (entered) changedCases.add(gift.donationCaseId);
  }
  for (const caseId of changedCases) {
    await events.emit('donation-case.ledger-changed', { caseId });
  }
}

/** The fee a gift has now (another writer may have stored it meanwhile). */
async function storedFee(db: Services['db'], giftId: string) {
  const [row] = await db
    .select({ feeCents: donationTransactions.feeCents })
    .from(donationTransactions)
    .where(eq(donationTransactions.id, giftId));
  return row?.feeCents ?? null;
}

/**
 * The window's completed Stripe gifts. A gift completed before payments were stored with their
 * gift is asked of Stripe once, through its Checkout session or invoice, and its payment stored.
 */
async function completedStripeGifts(
  { db }: Pick<Services, 'db'>,
  provider: Pick<StripeProvider, 'referencePayment'>,
  since: Date,
): Promise<StripeGift[]> {
  const gifts = await db
    .select({
      id: donationTransactions.id,
      donationCaseId: donationTransactions.donationCaseId,
      amountCents: donationTransactions.amountCents,
      completedAt: donationTransactions.completedAt,
      feeCents: donationTransactions.feeCents,
      providerReference: donationTransactions.providerReference,
      providerPaymentId: donationTransactions.providerPaymentId,
    })
    .from(donationTransactions)
    .where(
      and(
        eq(donationTransactions.provider, 'stripe'),
        eq(donationTransactions.status, 'completed'),
        gte(donationTransactions.completedAt, since),
      ),
    );
  for (const gift of gifts) {
    if (gift.providerPaymentId || !gift.providerReference) continue;
    gift.providerPaymentId = await provider.referencePayment(gift.providerReference);
    if (gift.providerPaymentId) {
      await db
        .update(donationTransactions)
        .set({ providerPaymentId: gift.providerPaymentId })
        .where(eq(donationTransactions.id, gift.id));
    }
  }
  return gifts;
}

const findingKey = (finding: Finding) =>
  `${finding.kind}:${finding.providerPaymentId ?? finding.transactionId}`;

/** Opens the findings not yet open and resolves the open ones this run did not find. */
async function keepFindings({ db }: Pick<Services, 'db'>, findings: Finding[], now: Date) {
  const keys = findings.map(findingKey);
  await db.transaction(async (tx) => {
    await tx
      .update(ledgerReconciliationItems)
      .set({ resolvedAt: now })
      .where(
        and(
          isNull(ledgerReconciliationItems.resolvedAt),
          keys.length > 0 ? notInArray(ledgerReconciliationItems.key, keys) : undefined,
        ),
      );
    if (findings.length === 0) return;
    await tx
      .insert(ledgerReconciliationItems)
      .values(findings.map((finding) => ({ ...finding, key: findingKey(finding), foundAt: now })))
      // A mismatch found again keeps its first finding's time and shows today's figures.
      .onConflictDoUpdate({
        target: ledgerReconciliationItems.key,
        targetWhere: isNull(ledgerReconciliationItems.resolvedAt),
        set: {
          ledgerCents: sql`excluded.ledger_cents`,
          stripeCents: sql`excluded.stripe_cents`,
        },
      });
  });
}
