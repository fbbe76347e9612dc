import { PageFrame } from '#web/components/page-frame.tsx';

export function DashboardPage() {
  return (
    <PageFrame
      title="Dashboard"
      description="Your profile, posts and narratives, and for administrators the tools that run the community."
    />
  );
}
