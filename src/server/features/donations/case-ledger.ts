import { aliasedTable, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Currency, ReceivedMethod } from '#contracts/donations.ts';
import type {
  LedgerEntry,
  LedgerEntryType,
  LedgerPoint,
  LedgerTotals,
  NearbyUpdate,
} from '#contracts/ledger.ts';
import { donationCaseUpdates, donationLedgerEntries } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import { majorUnits } from './case-money.ts';
import type { CaseRead } from './get-donation-case.ts';

const reversals = aliasedTable(donationLedgerEntries, 'reversals');

type EntryRow = typeof donationLedgerEntries.$inferSelect & { reversedById: string | null };

/** A case's money in its currency, from the counters its ledger's writes keep. */
export function ledgerTotals(row: CaseRead): LedgerTotals {
  const { currency } = row;
  const heldCents = row.raisedAmountCents - row.feesAmountCents - row.disbursedAmountCents;
  return {
    currency,
    received: majorUnits(currency, row.raisedAmountCents),
    fees: majorUnits(currency, row.feesAmountCents),
    disbursed: majorUnits(currency, row.disbursedAmountCents),
    held: majorUnits(currency, heldCents),
  };
}

export function presentLedgerEntry(
  row: EntryRow,
  currency: Currency,
  nearbyUpdates: NearbyUpdate[] = [],
): LedgerEntry {
  return {
    _id: row.id,
    type: row.type as LedgerEntryType,
    amount: majorUnits(currency, row.amountCents),
    occurredAt: row.occurredAt.toISOString(),
    payee: row.payee,
    purpose: row.purpose,
    method: row.method as ReceivedMethod | null,
    evidence: row.evidence,
    reason: row.reason,
    reversesId: row.reversesEntryId,
    reversedById: row.reversedById,
    nearbyUpdates,
    createdAt: row.createdAt.toISOString(),
  };
}

export type LedgerOrder = 'newest' | 'oldest';

/** A page of a case's ledger entries, newest first on the page, oldest first in the CSV. */
export async function pageLedgerEntries(
  { db }: Pick<Services, 'db'>,
  { id: caseId, currency }: { id: string; currency: Currency },
  page: { startIndex: number; limit: number },
  order: LedgerOrder,
) {
  const direction = order === 'newest' ? desc : asc;
  const [found, [total]] = await Promise.all([
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
  // Drizzle's types lose the row's shape in this self-join (they infer `never`): name it here.
  const rows: EntryRow[] = found;
  const nearby = await nearbyUpdates(
    { db },
    rows.filter((row) => row.type === 'disbursement').map((row) => row.id),
  );
  return {
    entries: rows.map((row) => presentLedgerEntry(row, currency, nearby.get(row.id))),
    totalEntries: total?.value ?? 0,
  };
}

/**
 * For each disbursement, the case's last update posted before it and its first since (the
 * news that tells donors what the money did), oldest first; two index reads per disbursement.
 */
async function nearbyUpdates({ db }: Pick<Services, 'db'>, disbursementIds: string[]) {
  const byEntry = new Map<string, NearbyUpdate[]>();
  if (disbursementIds.length === 0) return byEntry;
  const updateColumns = sql`news.id, news.title, news.posted_at`;
  const nearest = (comparison: 'before' | 'since') => sql`(select ${updateColumns}
    from ${donationCaseUpdates} news
    where news.donation_case_id = paid.donation_case_id
      and ${comparison === 'since' ? sql`news.posted_at >= paid.occurred_at` : sql`news.posted_at < paid.occurred_at`}
    order by news.posted_at ${comparison === 'since' ? sql`asc` : sql`desc`}, news.id
    limit 1)`;
  const rows = await db
    .select({
      entryId: sql<string>`paid.id`,
      id: sql<string>`near.id`,
      title: sql<string>`near.title`,
      postedAt: sql<Date>`near.posted_at`.mapWith(donationCaseUpdates.postedAt),
    })
    .from(
      sql`${donationLedgerEntries} paid cross join lateral (${nearest('before')} union all ${nearest('since')}) near`,
    )
    .where(inArray(sql`paid.id`, disbursementIds))
    .orderBy(sql`near.posted_at`, sql`near.id`);
  for (const row of rows) {
    const list = byEntry.get(row.entryId) ?? [];
    list.push({ _id: row.id, title: row.title, postedAt: row.postedAt.toISOString() });
    byEntry.set(row.entryId, list);
  }
  return byEntry;
}

/** Cents as a signed sum of a case's entries: gifts in, fees and disbursements out. */
const SIGNED = {
  received: sql<number>`sum(case when type = 'gift' then amount_cents else 0 end)`,
  paidOut: sql<number>`sum(case type when 'fee' then amount_cents when 'disbursement' then amount_cents
    when 'reversal' then -amount_cents else 0 end)`,
};

/** The chart's points: the money in and out up to each day something was entered, oldest first. */
export async function ledgerSeries(
  { db }: Pick<Services, 'db'>,
  { id: caseId, currency }: { id: string; currency: Currency },
): Promise<LedgerPoint[]> {
  const day = sql<string>`to_char(${donationLedgerEntries.occurredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const days = await db
    .select({
      day,
      receivedCents: SIGNED.received.mapWith(Number),
      paidOutCents: SIGNED.paidOut.mapWith(Number),
    })
    .from(donationLedgerEntries)
    .where(eq(donationLedgerEntries.donationCaseId, caseId))
    .groupBy(day)
    .orderBy(day);
  let receivedCents = 0;
  let paidOutCents = 0;
  return days.map((point) => {
    receivedCents += point.receivedCents;
    paidOutCents += point.paidOutCents;
    return {
      day: point.day,
      received: majorUnits(currency, receivedCents),
      paidOut: majorUnits(currency, paidOutCents),
    };
  });
}
