import { eq } from 'drizzle-orm';
import { donationCaseUpdates } from '../../db/schema.ts';
import { newestFirst, pageAndTotal } from '../../platform/list-pages.ts';
import type { Services } from '../../platform/services.ts';
import { presentCaseUpdate } from './case-update-presenter.ts';

/** A page of a case's updates, newest first, with how many there are. */
export async function listCaseUpdates(
  { db }: Pick<Services, 'db'>,
  caseId: string,
  page: { startIndex: number; limit: number },
) {
  const [rows, total] = await pageAndTotal(
    db,
    {
      rows: db.select().from(donationCaseUpdates).$dynamic(),
      of: donationCaseUpdates,
      where: eq(donationCaseUpdates.donationCaseId, caseId),
      order: newestFirst(donationCaseUpdates.postedAt, donationCaseUpdates.id),
    },
    page,
  );
  return { updates: rows.map(presentCaseUpdate), totalUpdates: total };
}
