import { eq } from 'drizzle-orm';
import { MONTHLY_GIFT_MESSAGES } from '#contracts/monthly-gifts.ts';
import { donationCases, monthlyGifts } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import type { MonthlyGiftLinks } from './monthly-gift-links.ts';

export const monthlyGiftColumns = {
  gift: monthlyGifts,
  caseTitle: donationCases.title,
  caseEndsAt: donationCases.endsAt,
  currency: donationCases.currency,
};

/** A monthly gift with its case's title and end. */
export async function findMonthlyGift({ db }: Pick<Services, 'db'>, id: string) {
  const [row] = await db
    .select(monthlyGiftColumns)
    .from(monthlyGifts)
    .innerJoin(donationCases, eq(donationCases.id, monthlyGifts.donationCaseId))
    .where(eq(monthlyGifts.id, id))
    .limit(1);
  if (!row) throw notFound(MONTHLY_GIFT_MESSAGES.notFound);
  return row;
}

export type MonthlyGiftRead = Awaited<ReturnType<typeof findMonthlyGift>>;

/** The gift a signed manage link names; a forged or mangled link is a 404, as a missing gift. */
export async function findMonthlyGiftByToken(
  services: Pick<Services, 'db'>,
  links: MonthlyGiftLinks,
  token: string,
) {
  const id = links.verify(token);
  if (!id) throw notFound(MONTHLY_GIFT_MESSAGES.notFound);
  return findMonthlyGift(services, id);
}
