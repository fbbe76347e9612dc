import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DONATION_MESSAGES } from '#contracts/donations.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { UPDATE_DUE_DAYS } from '#contracts/ledger.constants.ts';
import {
  donationCaseUpdates,
  donationCases,
  donationLedgerEntries,
  donationTransactions,
  monthlyGifts,
  stories,
} from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';

/** `aggregate` (a count, a sum) over a table's rows of the case being read that match `where`. */
const overCaseRows = (
  aggregate: SQL,
  table: PgTable & { donationCaseId: AnyPgColumn },
  ...where: SQL[]
) =>
  sql<number>`(select ${aggregate} from ${table} where ${and(
    eq(table.donationCaseId, donationCases.id),
    ...where,
  )})`.mapWith(Number);

const rowCount = sql`count(*)`;
const sumOf = (column: AnyPgColumn) => sql`coalesce(sum(${column}), 0)`;
const activeMonthly = eq(monthlyGifts.status, 'active');

/** A case as its answers show it: its narrative's names and how many supporters it has. */
export const caseReadColumns = {
  ...getTableColumns(donationCases),
  storySlug: stories.slug,
  storyTitle: stories.title,
  storyStatus: stories.status,
  supportersCount: overCaseRows(
    rowCount,
    donationTransactions,
    eq(donationTransactions.status, 'completed'),
  ),
  /** Pledges (no payment provider) not yet received or lapsed. */
  pledgedAmountCents: overCaseRows(
    sumOf(donationTransactions.amountCents),
    donationTransactions,
    eq(donationTransactions.status, 'pending'),
    eq(donationTransactions.provider, 'none'),
  ),
  /** Any gift, pledge or monthly gift, whatever became of it: the currency is fixed then. */
  hasGifts: sql<boolean>`(exists (select 1 from ${donationTransactions} given where given.donation_case_id = ${donationCases.id})
    or exists (select 1 from ${monthlyGifts} monthly where monthly.donation_case_id = ${donationCases.id}))`,
  /** Monthly gifts running now (paused ones give nothing this month), and what they give. */
  monthlySupporters: overCaseRows(rowCount, monthlyGifts, activeMonthly),
  monthlyIncomeCents: overCaseRows(sumOf(monthlyGifts.amountCents), monthlyGifts, activeMonthly),
  /**
   * A disbursement, not reversed, older than UPDATE_DUE_DAYS with no case update posted since:
   * donors are owed news of what their money did.
   */
  updateDue: sql<boolean>`exists (select 1 from ${donationLedgerEntries} paid
    where paid.donation_case_id = ${donationCases.id} and paid.type = 'disbursement'
      and paid.occurred_at < now() - make_interval(days => ${UPDATE_DUE_DAYS})
      and not exists (select 1 from ${donationLedgerEntries} undone where undone.reverses_entry_id = paid.id)
      and not exists (select 1 from ${donationCaseUpdates} news
        where news.donation_case_id = ${donationCases.id} and news.posted_at >= paid.occurred_at))`,
};

export type CaseRead = Awaited<ReturnType<typeof selectCases>>[number];

/** Cases with their narrative and supporters count; the caller adds where, order and paging. */
export const selectCases = (db: Database | Transaction) =>
  db
    .select(caseReadColumns)
    .from(donationCases)
    .leftJoin(stories, eq(stories.id, donationCases.storyId))
    .$dynamic();

/** Any case by id, hidden ones included (whether the caller may see it is the policy's call). */
export async function getDonationCase({ db }: Pick<Services, 'db'>, id: string) {
  const [row] = await selectCases(db).where(eq(donationCases.id, id)).limit(1);
  if (!row) throw notFound(DONATION_MESSAGES.caseNotFound);
  return row;
}
