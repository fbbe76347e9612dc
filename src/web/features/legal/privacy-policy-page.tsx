import { PrivacyPolicy } from '#web/components/legal/privacy-policy.tsx';
import { PageFrame } from '#web/components/page-frame.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

export function PrivacyPolicyPage() {
  const t = useMessages('legal');
  return (
    <PageFrame title={t('legal.privacy.title')} size="md">
      <PrivacyPolicy headingOrder={2} />
    </PageFrame>
  );
}
