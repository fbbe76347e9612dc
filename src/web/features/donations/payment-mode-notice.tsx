import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useSite } from '#web/lib/site-settings.ts';
import { Notice } from './notice.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

/**
 * Says plainly how a gift is handled on this site. Without a payment provider nothing is charged
 * online: the donation is recorded and the organisers collect it directly.
 */
export function PaymentModeNotice() {
  const t = useMessages('donations');
  const site = useSite();
  const provider = site.data?.paymentProvider;
  if (provider === 'stripe') {
    return (
      <Notice color="blue" icon={IconLock} title={t('donations.payment.stripeTitle')}>
        {t('donations.payment.stripeText')}
      </Notice>
    );
  }
  if (provider === 'none') {
    return (
      <Notice color="blue" icon={IconInfoCircle} title={t('donations.payment.noneTitle')}>
        {t('donations.payment.noneText')}
      </Notice>
    );
  }
  return null;
}
