import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { donationCases } from '../../db/schema.ts';

/** A case takes gifts, and is listed publicly, while it is active, not archived and not ended. */
export const acceptingDonations = () =>
  and(
    eq(donationCases.active, true),
    isNull(donationCases.archivedAt),
    or(isNull(donationCases.endsAt), gt(donationCases.endsAt, sql`now()`)),
  );
