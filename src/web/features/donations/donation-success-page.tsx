import { Button } from '@mantine/core';
import { Link, Navigate, useLocation } from 'react-router';
import { PageFrame } from '#web/components/page-frame.tsx';

/** Reached only right after a donation (the form passes router state); otherwise back to /donate. */
export function DonationSuccessPage() {
  const location = useLocation();
  if (!location.state) return <Navigate to="/donate" replace />;
  return (
    <PageFrame
      title="Thank you"
      size="sm"
      description="Your donation has been received. Thank you for helping someone in our community."
    >
      <Button component={Link} to="/donate" variant="default">
        Back to Donations
      </Button>
    </PageFrame>
  );
}
