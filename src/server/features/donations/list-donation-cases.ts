import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { donationCases } from '../../db/schema.ts';
import type { Services } from '../../platform/services.ts';
import { presentDonationCase } from './donation-presenter.ts';
import { selectCases } from './get-donation-case.ts';

/** Active cases for everyone; with `includeAll` (admins) also inactive and archived ones. */
export async function listDonationCases(
  { db }: Pick<Services, 'db'>,
  page: { startIndex: number; limit: number },
  includeAll: boolean,
) {
  const where: SQL | undefined = includeAll
    ? undefined
    : and(eq(donationCases.active, true), isNull(donationCases.archivedAt));
  const [rows, [total]] = await Promise.all([
    selectCases(db)
      .where(where)
      .orderBy(desc(donationCases.createdAt), desc(donationCases.id))
      .offset(page.startIndex)
      .limit(page.limit),
    db.select({ value: count() }).from(donationCases).where(where),
  ]);
  return { donationCases: rows.map(presentDonationCase), totalCases: total?.value ?? 0 };
}
