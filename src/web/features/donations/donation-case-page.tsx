import { PageFrame } from '#web/components/page-frame.tsx';

export function DonationCasePage() {
  return (
    <PageFrame
      title="Donation case"
      size="md"
      description="A case's story and its progress toward the goal, with a form to give in US dollars."
    />
  );
}
