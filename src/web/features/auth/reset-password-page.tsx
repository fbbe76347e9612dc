import { PageFrame } from '#web/components/page-frame.tsx';

export function ResetPasswordPage() {
  return (
    <PageFrame title="Reset Your Password" size="xs" description="Enter your new password below" />
  );
}
