import type { Services } from '../../platform/services.ts';
import type { MonthlyGiftRead } from './find-monthly-gift.ts';
import { atStripe, storeChange, stripeOf } from './monthly-gift-changes.ts';

/**
 * The donor cancels their monthly gift: Stripe charges no more invoices, and the gifts already
 * paid stay. A gift that has already stopped answers as it is.
 */
export async function cancelMonthlyGift(
  services: Pick<Services, 'db' | 'events' | 'log' | 'payments'>,
  read: MonthlyGiftRead,
) {
  const { status, stripeSubscriptionId } = read.gift;
  if (status === 'cancelled' || status === 'ended') return read;
  if (stripeSubscriptionId) {
    const stripe = stripeOf(services);
    await atStripe(services, read.gift.id, () => stripe.cancelMonthly(stripeSubscriptionId));
  }
  return storeChange(services, read, ['pending', 'active', 'paused'], {
    status: 'cancelled',
    endsReason: 'donor',
    endedAt: new Date(),
  });
}
