import { asc, eq } from 'drizzle-orm';
import { decimalText, TRANSACTION_STATUSES, type Currency } from '#contracts/donations.ts';
import { donationTransactions } from '../../db/schema.ts';
import { toCsv } from '../../platform/csv.ts';
import { recordAudit, type AuditSource } from '../../platform/audit-log.ts';
import type { Services } from '../../platform/services.ts';
import { getDonationCase } from './get-donation-case.ts';

const header = (currency: Currency) => [
  'Receipt number',
  'Created at',
  'Completed at',
  'Status',
  `Amount (${currency})`,
  'Donor name',
  'Donor e-mail',
  'Message',
  'Shown publicly',
  'Message hidden',
  'Payment method',
  'Transaction id',
];

/**
 * Every donation of a case, oldest first, for an admin's download: a row each, then the count
 * and total of each status. The download is recorded in the audit log.
 */
export async function caseTransactionsCsv(
  services: Pick<Services, 'db'>,
  source: AuditSource,
  caseId: string,
) {
  const donationCase = await getDonationCase(services, caseId);
  const rows = await services.db
    .select()
    .from(donationTransactions)
    .where(eq(donationTransactions.donationCaseId, donationCase.id))
    .orderBy(asc(donationTransactions.createdAt), asc(donationTransactions.id));
  const { currency } = donationCase;
  const money = (minorUnits: number) => decimalText(minorUnits, currency);
  const lines = rows.map((row) => [
    row.receiptNumber ?? '',
    row.createdAt.toISOString(),
    row.completedAt?.toISOString() ?? '',
    row.status,
    money(row.amountCents),
    row.donorName,
    row.donorEmail ?? '',
    row.message ?? '',
    row.showPublicly ? 'yes' : 'no',
    row.messageHiddenAt ? 'yes' : 'no',
    row.provider,
    row.id,
  ]);
  const totals = TRANSACTION_STATUSES.map((status) => {
    const ofStatus = rows.filter((row) => row.status === status);
    const cents = ofStatus.reduce((sum, row) => sum + row.amountCents, 0);
    return [`Total ${status}`, `${ofStatus.length} donation(s)`, '', status, money(cents)];
  });
  await recordAudit(
    services.db,
    source,
    'donations.csv',
    { type: 'donation-case', id: donationCase.id },
    { donations: rows.length },
  );
  return {
    title: donationCase.title,
    csv: toCsv([header(currency), ...lines, [], ...totals]),
  };
}

/** A file name from the case's title that any system accepts. */
/** A download's file name from the case's title: `<title-slug>-<kind>.csv`. */
export const csvFileName = (title: string, kind = 'transactions') =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'case'
  }-${kind}.csv`;
