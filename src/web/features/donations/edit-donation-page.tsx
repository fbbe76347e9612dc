import { PageFrame } from '#web/components/page-frame.tsx';

export function EditDonationPage() {
  return (
    <PageFrame
      title="Edit donation case"
      size="md"
      description="Change a case's details, suggested amounts and goal, or turn it on or off."
    />
  );
}
