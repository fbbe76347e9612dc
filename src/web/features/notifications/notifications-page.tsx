import { PageFrame } from '#web/components/page-frame.tsx';

export function NotificationsPage() {
  return (
    <PageFrame
      title="Notifications"
      size="md"
      description="What happened around your posts, comments and account, newest first."
    />
  );
}
