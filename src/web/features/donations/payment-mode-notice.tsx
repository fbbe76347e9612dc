import { Alert } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useSite } from '#web/lib/site-settings.ts';

/**
 * Says plainly how a gift is handled on this site. Without a payment provider nothing is charged
 * online: the donation is recorded and the organisers collect it directly.
 */
export function PaymentModeNotice() {
  const site = useSite();
  const provider = site.data?.paymentProvider;
  if (provider === 'stripe') {
    return (
      <Alert
        color="blue"
        variant="light"
        icon={<IconLock size={20} aria-hidden="true" />}
        title="Secure payment"
      >
        You will pay on Stripe&apos;s secure checkout page; your card details never reach this site.
        The donation counts once Stripe confirms the payment.
      </Alert>
    );
  }
  if (provider === 'none') {
    return (
      <Alert
        color="blue"
        variant="light"
        icon={<IconInfoCircle size={20} aria-hidden="true" />}
        title="No payment is taken online"
      >
        This site records donations without taking payment online: no money is moved here. The
        organisers collect pledged gifts directly.
      </Alert>
    );
  }
  return null;
}
