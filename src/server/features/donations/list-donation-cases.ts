import { type SQL } from 'drizzle-orm';
import { acceptingDonations } from './accepting-donations.ts';
import { donationCases } from '../../db/schema.ts';
import { newestFirst, pageOf } from '../../platform/list-pages.ts';
import type { Services } from '../../platform/services.ts';
import { presentDonationCase } from './donation-presenter.ts';
import { selectCases } from './get-donation-case.ts';

/** Cases taking gifts; with `includeAll` (admins) also ended, inactive and archived ones. */
export async function listDonationCases(
  { db }: Pick<Services, 'db'>,
  page: { startIndex: number; limit: number },
  includeAll: boolean,
) {
  const where: SQL | undefined = includeAll ? undefined : acceptingDonations();
  const [rows, total] = await Promise.all([
    pageOf(
      selectCases(db).where(where).$dynamic(),
      newestFirst(donationCases.createdAt, donationCases.id),
      page,
    ),
    db.$count(donationCases, where),
  ]);
  return {
    donationCases: rows.map((row) => presentDonationCase(row)),
    totalCases: total,
  };
}
