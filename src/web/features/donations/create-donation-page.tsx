import { PageFrame } from '#web/components/page-frame.tsx';

export function CreateDonationPage() {
  return (
    <PageFrame
      title="Create donation case"
      size="md"
      description="Set up a new case with its description, suggested amounts, an optional goal and an image."
    />
  );
}
