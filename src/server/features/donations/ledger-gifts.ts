import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { donationCases, donationLedgerEntries, donationTransactions } from '../../db/schema.ts';

type CompletedGift = Pick<
  typeof donationTransactions.$inferSelect,
  'id' | 'donationCaseId' | 'amountCents' | 'completedAt'
>;

/**
 * Opens a completed gift's line in its case's ledger, inside the transaction that completed it
 * (which also added it to the case's raised amount). A gift is entered once, whatever replays.
 */
export async function enterGift(tx: Transaction, gift: CompletedGift) {
  await tx
    .insert(donationLedgerEntries)
    .values({
      donationCaseId: gift.donationCaseId,
      type: 'gift',
      amountCents: gift.amountCents,
      occurredAt: gift.completedAt ?? new Date(),
      transactionId: gift.id,
    })
    .onConflictDoNothing();
}

/**
 * Counts a gift just completed, inside the transaction that completed it: adds it to its case's
 * raised amount (the case's `updatedAt` kept) and enters it in the ledger. Answers the case's title.
 */
export async function countGift(tx: Transaction, gift: CompletedGift) {
  const [donationCase] = await tx
    .update(donationCases)
    .set({
      raisedAmountCents: sql`${donationCases.raisedAmountCents} + ${gift.amountCents}`,
      updatedAt: sql`${donationCases.updatedAt}`,
    })
    .where(eq(donationCases.id, gift.donationCaseId))
    .returning({ title: donationCases.title });
  await enterGift(tx, gift);
  return donationCase!.title;
}

/** The payment provider's fee on a gift: its own ledger line, counted in the case's fees. */
export async function enterFee(tx: Transaction, gift: CompletedGift, feeCents: number) {
  if (feeCents <= 0) return;
  const [entered] = await tx
    .insert(donationLedgerEntries)
    .values({
      donationCaseId: gift.donationCaseId,
      type: 'fee',
      amountCents: feeCents,
      occurredAt: gift.completedAt ?? new Date(),
      transactionId: gift.id,
    })
    .onConflictDoNothing()
    .returning({ id: donationLedgerEntries.id });
  if (!entered) return;
  await tx
    .update(donationCases)
    .set({
      feesAmountCents: sql`${donationCases.feesAmountCents} + ${feeCents}`,
      updatedAt: sql`${donationCases.updatedAt}`,
    })
    .where(eq(donationCases.id, gift.donationCaseId));
}

/**
 * A provider's fee learnt for a gift (when it is paid, or later by the reconciliation): stored
 * with the gift and entered in its ledger once, whoever learns it first. Answers whether this
 * call stored it.
 */
export async function storeFee(tx: Transaction, gift: CompletedGift, feeCents: number) {
  const [stored] = await tx
    .update(donationTransactions)
    .set({ feeCents })
    .where(and(eq(donationTransactions.id, gift.id), isNull(donationTransactions.feeCents)))
    .returning({ id: donationTransactions.id });
  if (stored) await enterFee(tx, gift, feeCents);
  return Boolean(stored);
}
