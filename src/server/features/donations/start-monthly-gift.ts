import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AMOUNT_RULES, DONATION_MESSAGES, type donationSchema } from '#contracts/donations.ts';
import type { Locale } from '#contracts/i18n/locales.ts';
import { monthlyGifts } from '../../db/schema.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { caseTakingGifts } from './accepting-donations.ts';
import { minorUnitsIn } from './case-money.ts';

type DonationInput = z.output<typeof donationSchema>;

/**
 * A donor starts a monthly gift: it waits as `pending` while they pay on Stripe Checkout (in
 * subscription mode); the verified webhook makes it `active`, and each paid invoice a gift of
 * its own (`settle-monthly-gift.ts`). Pledge mode takes no card, so it has no monthly giving.
 */
export async function startMonthlyGift(
  services: Pick<Services, 'db' | 'log' | 'payments'>,
  input: DonationInput,
  donorUserId: string | null,
  /** The language the donor gives in: the gift's receipts' and mails'. */
  locale: Locale | null = null,
) {
  const { db, payments: provider } = services;
  if (provider.name !== 'stripe') throw badRequest(DONATION_MESSAGES.monthlyNeedsCard);
  const donationCase = await caseTakingGifts(db, input.donationCaseId);
  const { currency } = donationCase;
  const amountCents = minorUnitsIn(currency, input.amount, AMOUNT_RULES.gift);

  const [gift] = await db
    .insert(monthlyGifts)
    .values({
      donationCaseId: donationCase.id,
      donorUserId,
      donorName: input.donorName,
      donorEmail: input.donorEmail,
      amountCents,
      locale,
    })
    .returning();
  try {
    const checkout = await provider.startMonthlyCheckout({
      monthlyGiftId: gift!.id,
      amountCents: gift!.amountCents,
      currency,
      caseId: donationCase.id,
      caseTitle: donationCase.title,
      donorEmail: gift!.donorEmail,
    });
    const [withSession] = await db
      .update(monthlyGifts)
      .set({ checkoutSessionId: checkout.reference })
      .where(eq(monthlyGifts.id, gift!.id))
      .returning();
    return { gift: withSession!, currency, checkoutUrl: checkout.url };
  } catch (error) {
    services.log.error({ err: error, monthlyGiftId: gift!.id }, 'Stripe monthly checkout failed');
    await db.delete(monthlyGifts).where(eq(monthlyGifts.id, gift!.id));
    throw new HttpError(502, 'The payment service is not available. Please try again later.');
  }
}
