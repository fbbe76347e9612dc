import { PageFrame } from '#web/components/page-frame.tsx';

export function RequestPasswordResetPage() {
  return (
    <PageFrame
      title="Forgot your password?"
      size="xs"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
    />
  );
}
