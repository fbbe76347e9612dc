import { PageFrame } from '#web/components/page-frame.tsx';

export function DonatePage() {
  return (
    <PageFrame
      title="Donate"
      description="The active donation cases you can give to, with or without an account."
    />
  );
}
