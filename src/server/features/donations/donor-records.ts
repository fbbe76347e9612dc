import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  DONOR_GIFT_STATUSES,
  MONTHLY_IN_RECORD,
  type DonorGift,
} from '#contracts/giving-records.ts';
import { donationCases, donationTransactions, users } from '../../db/schema.ts';
import { giftsOfAccount } from '../../platform/account-gifts.ts';
import { newestFirst, pageAndTotal } from '../../platform/list-pages.ts';
import type { Services } from '../../platform/services.ts';
import { listDonorMonthlyGifts } from './list-donor-monthly-gifts.ts';
import type { MonthlyGiftLinks } from './monthly-gift-links.ts';
import { majorUnits } from './case-money.ts';

/**
 * Whose record is read (decision 026). A signed-in member is their account: the gifts made while
 * signed in, and those left with its address once verified (`giftsOfAccount`). A mailed link
 * names an address: the verified account that has it, whose owner it reaches, else the gifts left
 * with that address (any capitals) and no others.
 */
export type Donor =
  | { kind: 'account'; id: string; email: string; verified: boolean }
  | { kind: 'address'; email: string };

const accountDonor = (account: { id: string; email: string; verified: boolean }): Donor => ({
  kind: 'account',
  ...account,
});

const accountColumns = { id: users.id, email: users.email, verified: users.verified };

/** The donor a signed-in member is. */
export async function donorOfAccount(
  { db }: Pick<Services, 'db'>,
  userId: string,
): Promise<Donor | null> {
  const [account] = await db.select(accountColumns).from(users).where(eq(users.id, userId));
  return account ? accountDonor(account) : null;
}

/** The donor an address is: the verified account that has it, else the address alone. */
export async function donorOfAddress({ db }: Pick<Services, 'db'>, email: string): Promise<Donor> {
  const [account] = await db
    .select(accountColumns)
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.verified, true)));
  return account ? accountDonor(account) : { kind: 'address', email };
}

/** The donor's gifts, as a condition on `donation_transactions`. */
export const giftsOfDonor = (donor: Donor): SQL =>
  donor.kind === 'account'
    ? giftsOfAccount(donor)
    : sql`lower(${donationTransactions.donorEmail}) = lower(${donor.email})`;

/**
 * What identifies the donor's statements: their account, or a hash of the lower-cased address
 * (no copy of an address is kept for it). In SQL, so the address is lower-cased as the
 * database does it everywhere else.
 */
export const donorKey = (donor: Donor): SQL<string> =>
  donor.kind === 'account'
    ? sql<string>`${`account:${donor.id}`}`
    : addressKey(sql`${donor.email}`);

/** The statement key of an address, in SQL. */
export const addressKey = (email: SQL | typeof donationTransactions.donorEmail): SQL<string> =>
  sql<string>`'address:' || encode(sha256(convert_to(lower(${email}), 'UTF8')), 'hex')`;

const shown = inArray(donationTransactions.status, [...DONOR_GIFT_STATUSES]);

/** The calendar year (UTC) a gift's money was received in. */
export const receivedYear = sql<number>`extract(year from ${donationTransactions.completedAt} at time zone 'UTC')::int`;

/**
 * A page of the donor's gifts on any case, newest first: pending pledges, received gifts and
 * lapsed pledges (card payments that failed are left out), how many there are, and the years
 * with received gifts (each has a statement).
 */
export async function listDonorGifts(
  { db }: Pick<Services, 'db'>,
  donor: Donor,
  page: { startIndex: number; limit: number },
): Promise<{ gifts: DonorGift[]; totalGifts: number; statementYears: number[] }> {
  const [[rows, total], years] = await Promise.all([
    pageAndTotal(
      db,
      {
        rows: db
          .select({
            id: donationTransactions.id,
            status: donationTransactions.status,
            amountCents: donationTransactions.amountCents,
            createdAt: donationTransactions.createdAt,
            completedAt: donationTransactions.completedAt,
            receiptNumber: donationTransactions.receiptNumber,
            caseId: donationCases.id,
            caseTitle: donationCases.title,
            currency: donationCases.currency,
          })
          .from(donationTransactions)
          .innerJoin(donationCases, eq(donationCases.id, donationTransactions.donationCaseId))
          .$dynamic(),
        of: donationTransactions,
        where: and(giftsOfDonor(donor), shown),
        order: newestFirst(donationTransactions.createdAt, donationTransactions.id),
      },
      page,
    ),
    db
      .selectDistinct({ year: receivedYear })
      .from(donationTransactions)
      .where(and(giftsOfDonor(donor), eq(donationTransactions.status, 'completed')))
      .orderBy(desc(receivedYear)),
  ]);
  return {
    gifts: rows.map((row) => ({
      _id: row.id,
      status: row.status as DonorGift['status'],
      amount: majorUnits(row.currency, row.amountCents),
      currency: row.currency,
      createdAt: row.createdAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      donationCase: { _id: row.caseId, title: row.caseTitle },
      receiptNumber: row.receiptNumber,
    })),
    totalGifts: total,
    statementYears: years.map((row) => row.year),
  };
}

/**
 * The donor's newest monthly gifts with their manage links, whose as their gifts are: a
 * member's made while signed in or with their verified address, else the address's.
 */
export async function donorMonthlyGifts(
  services: Pick<Services, 'db'>,
  links: MonthlyGiftLinks,
  donor: Donor,
) {
  const whose =
    donor.kind === 'account'
      ? { userId: donor.id, ...(donor.verified && { email: donor.email }) }
      : { email: donor.email };
  const { monthlyGifts, totalMonthlyGifts } = await listDonorMonthlyGifts(services, links, whose, {
    startIndex: 0,
    limit: MONTHLY_IN_RECORD,
  });
  return { monthly: monthlyGifts, totalMonthly: totalMonthlyGifts };
}
