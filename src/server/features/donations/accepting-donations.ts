import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { DONATION_MESSAGES } from '#contracts/donations.ts';
import type { Database } from '../../db/client.ts';
import { donationCases } from '../../db/schema.ts';
import { conflict, notFound } from '../../platform/errors.ts';

/** A case takes gifts, and is listed publicly, while it is active, not archived and not ended. */
export const acceptingDonations = () =>
  and(
    eq(donationCases.active, true),
    isNull(donationCases.archivedAt),
    or(isNull(donationCases.endsAt), gt(donationCases.endsAt, sql`now()`)),
  );

/** The case a gift is for, while it takes gifts; 409 once it has closed or ended, else 404. */
export async function caseTakingGifts(db: Database, caseId: string) {
  const [donationCase] = await db
    .select({ id: donationCases.id, title: donationCases.title, currency: donationCases.currency })
    .from(donationCases)
    .where(and(eq(donationCases.id, caseId), acceptingDonations()))
    .limit(1);
  if (donationCase) return donationCase;
  const [exists] = await db
    .select({ id: donationCases.id })
    .from(donationCases)
    .where(and(eq(donationCases.id, caseId), isNull(donationCases.archivedAt)));
  throw exists ? conflict(DONATION_MESSAGES.caseClosed) : notFound(DONATION_MESSAGES.caseNotFound);
}
