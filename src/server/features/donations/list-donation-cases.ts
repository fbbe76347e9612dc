import { type SQL } from 'drizzle-orm';
import { acceptingDonations } from './accepting-donations.ts';
import { donationCases } from '../../db/schema.ts';
import { newestFirst, pageAndTotal, type PageWindow } from '../../platform/list-pages.ts';
import type { Services } from '../../platform/services.ts';
import { presentDonationCase } from './donation-presenter.ts';
import { caseReadColumns, selectCases } from './get-donation-case.ts';

/** A page of the cases `where` picks, newest case first, and how many it picks. */
async function pageOfCases({ db }: Pick<Services, 'db'>, where: SQL | undefined, page: PageWindow) {
  const [rows, total] = await pageAndTotal(
    db,
    {
      rows: selectCases(db).$dynamic(),
      of: donationCases,
      where,
      order: newestFirst(donationCases.createdAt, donationCases.id),
    },
    page,
  );
  return {
    donationCases: rows.map((row) => presentDonationCase(row)),
    totalCases: total,
  };
}

/** Cases taking gifts; with `includeAll` (admins) also ended, inactive and archived ones. */
export const listDonationCases = (
  services: Pick<Services, 'db'>,
  page: PageWindow,
  includeAll: boolean,
) => pageOfCases(services, includeAll ? undefined : acceptingDonations(), page);

/** Cases whose donors are owed news of a disbursement (`updateDue`), newest case first. */
export const listUpdateDueCases = (services: Pick<Services, 'db'>, page: PageWindow) =>
  pageOfCases(services, caseReadColumns.updateDue, page);
