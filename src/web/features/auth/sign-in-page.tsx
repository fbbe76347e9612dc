import { PageFrame } from '#web/components/page-frame.tsx';

export function SignInPage() {
  return (
    <PageFrame
      title="Sign in"
      size="xs"
      description="Welcome back. Sign in with your e-mail or username and password, or with Google or Facebook."
    />
  );
}
