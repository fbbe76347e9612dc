import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Currency, MonthlyGiftStatus } from '#contracts/donations.ts';
import { donationCases, monthlyGifts } from '../../db/schema.ts';
import { newestFirst, pageAndTotal } from '../../platform/list-pages.ts';
import type { Services } from '../../platform/services.ts';
import type { MonthlyGiftLinks } from './monthly-gift-links.ts';
import { monthlyGiftFields } from './monthly-gift-presenter.ts';

/** Whose monthly gifts: a signed-in donor's, those given with an address, or both. */
export interface MonthlyDonor {
  userId?: string;
  email?: string;
}

export interface DonorMonthlyGift {
  _id: string;
  donationCaseId: string;
  caseTitle: string;
  /** Each month, in `currency`, its case's. */
  amount: number;
  currency: Currency;
  status: MonthlyGiftStatus;
  endsReason: string | null;
  createdAt: string;
  /** The signed link where the donor changes, pauses or cancels it (no account needed). */
  manageUrl: string;
}

/**
 * A donor's own monthly gifts, newest first, paged, each with its case and manage link ("My
 * giving"). Gifts never started at Stripe (`pending`) are left out. A donor named by neither id
 * nor address has none.
 */
export async function listDonorMonthlyGifts(
  { db }: Pick<Services, 'db'>,
  links: MonthlyGiftLinks,
  donor: MonthlyDonor,
  page: { startIndex: number; limit: number },
): Promise<{ monthlyGifts: DonorMonthlyGift[]; totalMonthlyGifts: number }> {
  const whose: SQL[] = [];
  if (donor.userId) whose.push(eq(monthlyGifts.donorUserId, donor.userId));
  if (donor.email) {
    whose.push(sql`lower(${monthlyGifts.donorEmail}) = ${donor.email.toLowerCase()}`);
  }
  if (whose.length === 0) return { monthlyGifts: [], totalMonthlyGifts: 0 };
  const [rows, total] = await pageAndTotal(
    db,
    {
      rows: db
        .select({
          gift: monthlyGifts,
          caseTitle: donationCases.title,
          currency: donationCases.currency,
        })
        .from(monthlyGifts)
        .innerJoin(donationCases, eq(donationCases.id, monthlyGifts.donationCaseId))
        .$dynamic(),
      of: monthlyGifts,
      where: and(or(...whose), sql`${monthlyGifts.status} <> 'pending'`),
      order: newestFirst(monthlyGifts.createdAt, monthlyGifts.id),
    },
    page,
  );
  return {
    monthlyGifts: rows.map(({ gift, caseTitle, currency }) => ({
      ...monthlyGiftFields(gift, caseTitle, currency),
      manageUrl: links.url(gift.id),
    })),
    totalMonthlyGifts: total,
  };
}
