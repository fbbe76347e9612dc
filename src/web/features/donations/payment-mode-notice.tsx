import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useSite } from '#web/lib/site-settings.ts';
import { Notice } from './notice.tsx';

/**
 * Says plainly how a gift is handled on this site. Without a payment provider nothing is charged
 * online: the donation is recorded and the organisers collect it directly.
 */
export function PaymentModeNotice() {
  const site = useSite();
  const provider = site.data?.paymentProvider;
  if (provider === 'stripe') {
    return (
      <Notice color="blue" icon={IconLock} title="Secure payment">
        You will pay on Stripe&apos;s secure checkout page; your card details never reach this site.
        The donation counts once Stripe confirms the payment.
      </Notice>
    );
  }
  if (provider === 'none') {
    return (
      <Notice color="blue" icon={IconInfoCircle} title="No payment is taken online">
        This site records donations without taking payment online: no money is moved here. The
        organisers collect pledged gifts directly.
      </Notice>
    );
  }
  return null;
}
