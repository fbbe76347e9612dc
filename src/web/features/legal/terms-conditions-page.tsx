import { TermsConditions } from '#web/components/legal/terms-conditions.tsx';
import { PageFrame } from '#web/components/page-frame.tsx';

export function TermsConditionsPage() {
  return (
    <PageFrame title="Terms & Conditions" size="md">
      <TermsConditions headingOrder={2} />
    </PageFrame>
  );
}
