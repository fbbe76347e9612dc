import { eq } from 'drizzle-orm';
import { DONATION_MESSAGES } from '#contracts/donations.ts';
import { donationCases } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';

/** Any case by id, hidden ones included (whether the caller may see it is the policy's call). */
export async function getDonationCase({ db }: Pick<Services, 'db'>, id: string) {
  const [row] = await db.select().from(donationCases).where(eq(donationCases.id, id)).limit(1);
  if (!row) throw notFound(DONATION_MESSAGES.caseNotFound);
  return row;
}
