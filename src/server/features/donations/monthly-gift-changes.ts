import { and, eq, inArray } from 'drizzle-orm';
import { MONTHLY_GIFT_MESSAGES, type MonthlyGiftStatus } from '#contracts/monthly-gifts.ts';
import { monthlyGifts } from '../../db/schema.ts';
import { conflict, HttpError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import type { MonthlyGiftRead } from './find-monthly-gift.ts';
import type { PaymentProvider } from './payment-provider.ts';

export type StripeProvider = Extract<PaymentProvider, { name: 'stripe' }>;

/** The Stripe side of a donor's change; Stripe being down is a 502 the donor may retry. */
export async function atStripe<T>(
  { log }: Pick<Services, 'log'>,
  giftId: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    log.error({ err: error, monthlyGiftId: giftId }, 'Stripe refused a monthly gift change');
    throw new HttpError(502, 'The payment service is not available. Please try again later.');
  }
}

/** A running gift (active or paused) and its Stripe subscription, or why it cannot change. */
export function runningSubscription(read: MonthlyGiftRead) {
  const { status, stripeSubscriptionId } = read.gift;
  if (status === 'cancelled' || status === 'ended') throw conflict(MONTHLY_GIFT_MESSAGES.stopped);
  if (status === 'pending' || !stripeSubscriptionId) {
    throw conflict(MONTHLY_GIFT_MESSAGES.notStarted);
  }
  return stripeSubscriptionId;
}

/** The payment provider, which is Stripe wherever a monthly gift exists. */
export function stripeOf({ payments }: Pick<Services, 'payments'>): StripeProvider {
  if (payments.name !== 'stripe') throw conflict(MONTHLY_GIFT_MESSAGES.notStarted);
  return payments;
}

/** Stores a change already made at Stripe, if the gift is still in one of `from`. */
export async function storeChange(
  services: Pick<Services, 'db' | 'events'>,
  read: MonthlyGiftRead,
  from: MonthlyGiftStatus[],
  values: Partial<typeof monthlyGifts.$inferInsert>,
) {
  const [changed] = await services.db
    .update(monthlyGifts)
    .set(values)
    .where(and(eq(monthlyGifts.id, read.gift.id), inArray(monthlyGifts.status, from)))
    .returning();
  if (changed) {
    await services.events.emit('donation-case.monthly-changed', {
      caseId: changed.donationCaseId,
    });
  }
  return { ...read, gift: changed ?? read.gift };
}
