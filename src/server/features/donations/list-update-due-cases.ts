import { donationCases } from '../../db/schema.ts';
import { newestFirst, pageOf } from '../../platform/list-pages.ts';
import type { Services } from '../../platform/services.ts';
import { presentDonationCase } from './donation-presenter.ts';
import { caseReadColumns, selectCases } from './get-donation-case.ts';

/** Cases whose donors are owed news of a disbursement (`updateDue`), newest case first. */
export async function listUpdateDueCases(
  { db }: Pick<Services, 'db'>,
  page: { startIndex: number; limit: number },
) {
  const isDue = caseReadColumns.updateDue;
  const [rows, total] = await Promise.all([
    pageOf(
      selectCases(db).where(isDue).$dynamic(),
      newestFirst(donationCases.createdAt, donationCases.id),
      page,
    ),
    db.$count(donationCases, isDue),
  ]);
  return {
    donationCases: rows.map((row) => presentDonationCase(row)),
    totalCases: total,
  };
}
