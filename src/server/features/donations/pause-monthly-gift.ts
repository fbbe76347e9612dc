import type { Services } from '../../platform/services.ts';
import type { MonthlyGiftRead } from './find-monthly-gift.ts';
import { atStripe, runningSubscription, storeChange, stripeOf } from './monthly-gift-changes.ts';

/**
 * The donor pauses their monthly gift (no invoice is charged while paused) or resumes it.
 * Asking for the state it is in changes nothing.
 */
export async function pauseMonthlyGift(
  services: Pick<Services, 'db' | 'events' | 'log' | 'payments'>,
  read: MonthlyGiftRead,
  paused: boolean,
) {
  const subscriptionId = runningSubscription(read);
  if ((read.gift.status === 'paused') === paused) return read;
  const stripe = stripeOf(services);
  await atStripe(services, read.gift.id, () => stripe.pauseMonthly(subscriptionId, paused));
  return storeChange(services, read, paused ? ['active'] : ['paused'], {
    status: paused ? 'paused' : 'active',
  });
}
