import { PageFrame } from '#web/components/page-frame.tsx';

export function VerifyEmailPage() {
  return (
    <PageFrame
      title="Verify your e-mail"
      size="xs"
      description="This page confirms your e-mail address from the link we sent you."
    />
  );
}
