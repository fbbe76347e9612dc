import { TermsConditions } from '#web/components/legal/terms-conditions.tsx';
import { PageFrame } from '#web/components/page-frame.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

export function TermsConditionsPage() {
  const t = useMessages('legal');
  return (
    <PageFrame title={t('legal.terms.title')} size="md">
      <TermsConditions headingOrder={2} />
    </PageFrame>
  );
}
