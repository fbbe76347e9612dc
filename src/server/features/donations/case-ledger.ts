import { aliasedTable, asc, count, desc, eq, getTableColumns } from 'drizzle-orm';
import { dollarsFromCents, type ReceivedMethod } from '#contracts/donations.ts';
import type { LedgerEntry, LedgerEntryType, LedgerTotals } from '#contracts/ledger.ts';
import { donationLedgerEntries } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import type { CaseRead } from './get-donation-case.ts';

const reversals = aliasedTable(donationLedgerEntries, 'reversals');

type EntryRow = typeof donationLedgerEntries.$inferSelect & { reversedById: string | null };

/** A case's money in dollars, from the counters its ledger's writes keep. */
export function ledgerTotals(row: CaseRead): LedgerTotals {
  const heldCents = row.raisedAmountCents - row.feesAmountCents - row.disbursedAmountCents;
  return {
    received: dollarsFromCents(row.raisedAmountCents),
    fees: dollarsFromCents(row.feesAmountCents),
    disbursed: dollarsFromCents(row.disbursedAmountCents),
    held: dollarsFromCents(heldCents),
  };
}

export function presentLedgerEntry(row: EntryRow): LedgerEntry {
  return {
    _id: row.id,
    type: row.type as LedgerEntryType,
    amount: dollarsFromCents(row.amountCents),
    occurredAt: row.occurredAt.toISOString(),
    payee: row.payee,
    purpose: row.purpose,
    method: row.method as ReceivedMethod | null,
    evidence: row.evidence,
    reason: row.reason,
    reversesId: row.reversesEntryId,
    reversedById: row.reversedById,
    createdAt: row.createdAt.toISOString(),
  };
}

export type LedgerOrder = 'newest' | 'oldest';

/** A page of a case's ledger entries, newest first on the page, oldest first in the CSV. */
export async function pageLedgerEntries(
  { db }: Pick<Services, 'db'>,
  caseId: string,
  page: { startIndex: number; limit: number },
  order: LedgerOrder,
) {
  const direction = order === 'newest' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...getTableColumns(donationLedgerEntries), reversedById: reversals.id })
      .from(donationLedgerEntries)
      .leftJoin(reversals, eq(reversals.reversesEntryId, donationLedgerEntries.id))
      .where(eq(donationLedgerEntries.donationCaseId, caseId))
      .orderBy(direction(donationLedgerEntries.occurredAt), direction(donationLedgerEntries.id))
      .offset(page.startIndex)
      .limit(page.limit),
    db
      .select({ value: count() })
      .from(donationLedgerEntries)
      .where(eq(donationLedgerEntries.donationCaseId, caseId)),
  ]);
  return { entries: rows.map(presentLedgerEntry), totalEntries: total?.value ?? 0 };
}
