import { PageFrame } from '#web/components/page-frame.tsx';

export function ProfilePage() {
  return (
    <PageFrame
      title="Profile"
      size="md"
      description="A member's public profile: picture, roles, followers and the date they joined."
    />
  );
}
