import { count, desc } from 'drizzle-orm';
import { donationCases } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import { presentDonationCase } from './donation-presenter.ts';
import { caseReadColumns, selectCases } from './get-donation-case.ts';

/** Cases whose donors are owed news of a disbursement (`updateDue`), newest case first. */
export async function listUpdateDueCases(
  { db }: Pick<Services, 'db'>,
  page: { startIndex: number; limit: number },
) {
  const isDue = caseReadColumns.updateDue;
  const [rows, [total]] = await Promise.all([
    selectCases(db)
      .where(isDue)
      .orderBy(desc(donationCases.createdAt), desc(donationCases.id))
      .offset(page.startIndex)
      .limit(page.limit),
    db.select({ value: count() }).from(donationCases).where(isDue),
  ]);
  return {
    donationCases: rows.map((row) => presentDonationCase(row)),
    totalCases: total?.value ?? 0,
  };
}
