import { count, desc, eq } from 'drizzle-orm';
import { donationCaseUpdates } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import { presentCaseUpdate } from './case-update-presenter.ts';

/** A page of a case's updates, newest first, with how many there are. */
export async function listCaseUpdates(
  { db }: Pick<Services, 'db'>,
  caseId: string,
  page: { startIndex: number; limit: number },
) {
  const ofCase = eq(donationCaseUpdates.donationCaseId, caseId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(donationCaseUpdates)
      .where(ofCase)
      .orderBy(desc(donationCaseUpdates.postedAt), desc(donationCaseUpdates.id))
      .offset(page.startIndex)
      .limit(page.limit),
    db.select({ value: count() }).from(donationCaseUpdates).where(ofCase),
  ]);
  return { updates: rows.map(presentCaseUpdate), totalUpdates: total?.value ?? 0 };
}
