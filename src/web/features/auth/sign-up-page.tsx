import { PageFrame } from '#web/components/page-frame.tsx';

export function SignUpPage() {
  return (
    <PageFrame
      title="Create your account"
      size="xs"
      description="Join Hearth with a username, e-mail address, password and date of birth; members must be at least 13."
    />
  );
}
