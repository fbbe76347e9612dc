import { PageFrame } from '#web/components/page-frame.tsx';

export function DonationDashboardPage() {
  return (
    <PageFrame
      title="Manage donations"
      description="Every donation case with its transactions, ready to edit or remove."
    />
  );
}
