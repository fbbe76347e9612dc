import { AMOUNT_RULES } from '#contracts/donations.ts';
import type { Services } from '../../platform/services.ts';
import { minorUnitsIn } from './case-money.ts';
import type { MonthlyGiftRead } from './find-monthly-gift.ts';
import { atStripe, runningSubscription, storeChange, stripeOf } from './monthly-gift-changes.ts';

/** The donor changes what they give each month; Stripe charges it from the next invoice on. */
export async function changeMonthlyAmount(
  services: Pick<Services, 'db' | 'events' | 'log' | 'payments'>,
  read: MonthlyGiftRead,
  /** In the case's currency, a gift's limits (`AMOUNT_RULES.gift`). */
  amount: number,
) {
  const amountCents = minorUnitsIn(read.currency, amount, AMOUNT_RULES.gift);
  const subscriptionId = runningSubscription(read);
  const stripe = stripeOf(services);
  await atStripe(services, read.gift.id, () =>
    stripe.changeMonthlyAmount(subscriptionId, amountCents, read.currency),
  );
  return storeChange(services, read, ['active', 'paused'], { amountCents });
}
