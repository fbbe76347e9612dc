import { eq } from 'drizzle-orm';
import { donationTransactions } from '../../db/schema.ts';
import { recordAudit, type AuditSource } from '../../platform/audit-log.ts';
import { orderOf, pageAndTotal, type ListKeys } from '../../platform/list-pages.ts';
import type { Services } from '../../platform/services.ts';
import { toTransaction } from './donation-presenter.ts';
import { getDonationCase } from './get-donation-case.ts';

const NEWEST_FIRST: ListKeys = {
  keys: [donationTransactions.createdAt, donationTransactions.id],
  direction: 'desc',
};

/**
 * A case's donations with donor details, newest first, and how many it has in all. Each page an
 * admin reads is recorded in the audit log before it is answered.
 */
export async function listCaseDonations(
  services: Pick<Services, 'db'>,
  source: AuditSource,
  caseId: string,
  page: { startIndex: number; limit: number },
) {
  const { currency } = await getDonationCase(services, caseId);
  const [rows, total] = await pageAndTotal(
    services.db,
    {
      rows: services.db.select().from(donationTransactions).$dynamic(),
      of: donationTransactions,
      where: eq(donationTransactions.donationCaseId, caseId),
      order: orderOf(NEWEST_FIRST),
      keys: NEWEST_FIRST,
    },
    page,
  );
  await recordAudit(
    services.db,
    source,
    'donations.view',
    { type: 'donation-case', id: caseId },
    { startIndex: page.startIndex, donations: rows.length },
  );
  return { transactions: rows.map((row) => toTransaction({ ...row, currency })), total: total };
}
