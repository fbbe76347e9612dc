import { PrivacyPolicy } from '#web/components/legal/privacy-policy.tsx';
import { PageFrame } from '#web/components/page-frame.tsx';

export function PrivacyPolicyPage() {
  return (
    <PageFrame title="Privacy Policy" size="md">
      <PrivacyPolicy headingOrder={2} />
    </PageFrame>
  );
}
