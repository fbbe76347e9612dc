import { and, eq } from 'drizzle-orm';
import type { Currency, Supporter } from '#contracts/donations.ts';
import { donationTransactions } from '../../db/schema.ts';
import { newestFirst, pageAndTotal } from '../../platform/list-pages.ts';
import type { Services } from '../../platform/services.ts';
import { majorUnits } from './case-money.ts';

type TransactionRow = typeof donationTransactions.$inferSelect;

/**
 * A gift as the public sees it: the donor's name and message only if they asked to be shown
 * (and no admin hid the message), the amount only if the case shows amounts; never the e-mail.
 */
function toSupporter(row: TransactionRow, showAmounts: boolean, currency: Currency): Supporter {
  const shown = row.showPublicly;
  return {
    _id: row.id,
    name: shown ? row.donorName : 'Anonymous',
    message: shown && row.messageHiddenAt === null ? row.message : null,
    amount: showAmounts ? majorUnits(currency, row.amountCents) : null,
    currency,
    createdAt: (row.completedAt ?? row.createdAt).toISOString(),
  };
}

/** A case's completed gifts, most recent first, and how many there are. */
export async function listSupporters(
  { db }: Pick<Services, 'db'>,
  donationCase: { id: string; showAmounts: boolean; currency: Currency },
  page: { startIndex: number; limit: number },
) {
  const where = and(
    eq(donationTransactions.donationCaseId, donationCase.id),
    eq(donationTransactions.status, 'completed'),
  );
  const [rows, total] = await pageAndTotal(
    db,
    {
      rows: db.select().from(donationTransactions).$dynamic(),
      of: donationTransactions,
      where,
      order: newestFirst(donationTransactions.completedAt, donationTransactions.id),
    },
    page,
  );
  return {
    supporters: rows.map((row) =>
      toSupporter(row, donationCase.showAmounts, donationCase.currency),
    ),
    totalSupporters: total,
  };
}
