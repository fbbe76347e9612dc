import { eq } from 'drizzle-orm';
import { donationCaseUpdates } from '../../db/schema.ts';
import { newestFirst, pageOf } from '../../platform/list-pages.ts';
import type { Services } from '../../platform/services.ts';
import { presentCaseUpdate } from './case-update-presenter.ts';

/** A page of a case's updates, newest first, with how many there are. */
export async function listCaseUpdates(
  { db }: Pick<Services, 'db'>,
  caseId: string,
  page: { startIndex: number; limit: number },
) {
  const ofCase = eq(donationCaseUpdates.donationCaseId, caseId);
  const [rows, total] = await Promise.all([
    pageOf(
      db.select().from(donationCaseUpdates).where(ofCase).$dynamic(),
      newestFirst(donationCaseUpdates.postedAt, donationCaseUpdates.id),
      page,
    ),
    db.$count(donationCaseUpdates, ofCase),
  ]);
  return { updates: rows.map(presentCaseUpdate), totalUpdates: total };
}
