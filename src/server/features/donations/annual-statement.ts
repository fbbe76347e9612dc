import { and, asc, eq, sql } from 'drizzle-orm';
import type { Currency } from '#contracts/donations.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { donationCases, donationTransactions, donorStatements } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import { donorKey, giftsOfDonor, receivedYear, type Donor } from './donor-records.ts';

export interface StatementGift {
  receivedAt: Date;
  caseTitle: string;
  amountCents: number;
  /** Its case's: a statement may hold gifts in several currencies. */
  currency: Currency;
  receiptNumber: number | null;
}

/** What the gifts of one currency add up to; amounts of different currencies are never added. */
export interface CurrencyTotal {
  currency: Currency;
  minorUnits: number;
}

/** The gifts' totals, one per currency, in alphabetical order of the currency's code. */
export function totalsByCurrency(gifts: { currency: Currency; amountCents: number }[]) {
  const totals = new Map<Currency, number>();
  for (const gift of gifts) {
    totals.set(gift.currency, (totals.get(gift.currency) ?? 0) + gift.amountCents);
  }
  return [...totals]
    .map(([currency, minorUnits]): CurrencyTotal => ({ currency, minorUnits }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
}

/** A donor's statement of one calendar year (UTC): the gifts received in it and their total. */
export interface AnnualStatement {
  number: string;
  year: number;
  issuedAt: Date;
  /** False while the year runs: gifts received later in it are added. */
  yearEnded: boolean;
  gifts: StatementGift[];
  /** Integer minor units summed per currency, never across currencies. */
  totals: CurrencyTotal[];
  /** The operator's `STATEMENT_NOTE` (a charity's registration), if any. */
  note: string | null;
}

/**
 * The statement's number, made the first time the statement is: `2026-000123`, the year and the
 * next of `donor_statement_numbers` (six digits at least). Inserted once per donor and year
 * (a unique key), so whoever asks first, every later read and the January mail give the same.
 */
export async function statementNumber(
  executor: Database | Transaction,
  donor: Donor,
  year: number,
): Promise<{ id: string; number: string; mailedAt: Date | null }> {
  const key = donorKey(donor);
  await executor
    .insert(donorStatements)
    .values({
      year,
      donorKey: key,
      userId: donor.kind === 'account' ? donor.id : null,
      number: sql`(select ${String(year)} || '-' || lpad(n::text, greatest(6, length(n::text)), '0') from nextval('donor_statement_numbers') as n)`,
    })
    .onConflictDoNothing();
  const [row] = await executor
    .select({
      id: donorStatements.id,
      number: donorStatements.number,
      mailedAt: donorStatements.mailedAt,
    })
    .from(donorStatements)
    .where(and(eq(donorStatements.year, year), eq(donorStatements.donorKey, key)));
  return row!;
}

/**
 * The donor's statement of `year`: each gift received in it (completed), oldest first, and the
 * total; null when none was, and then no number is made.
 */
export async function annualStatement(
  services: Pick<Services, 'db' | 'config' | 'clock'>,
  donor: Donor,
  year: number,
  executor: Database | Transaction = services.db,
): Promise<AnnualStatement | null> {
  const rows = await executor
    .select({
      receivedAt: donationTransactions.completedAt,
      caseTitle: donationCases.title,
      amountCents: donationTransactions.amountCents,
      currency: donationCases.currency,
      receiptNumber: donationTransactions.receiptNumber,
    })
    .from(donationTransactions)
    .innerJoin(donationCases, eq(donationCases.id, donationTransactions.donationCaseId))
    .where(
      and(
        giftsOfDonor(donor),
        eq(donationTransactions.status, 'completed'),
        sql`${receivedYear} = ${year}`,
      ),
    )
    .orderBy(
      asc(donationTransactions.completedAt),
      asc(donationTransactions.receiptNumber),
      asc(donationTransactions.id),
    );
  if (rows.length === 0) return null;
  const gifts = rows.map((row) => ({ ...row, receivedAt: row.receivedAt! }));
  const now = services.clock.now();
  const { number } = await statementNumber(executor, donor, year);
  return {
    number,
    year,
    issuedAt: now,
    yearEnded: now.getUTCFullYear() > year,
    gifts,
    totals: totalsByCurrency(gifts),
    note: services.config.statementNote ?? null,
  };
}
