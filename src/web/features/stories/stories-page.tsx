import { PageFrame } from '#web/components/page-frame.tsx';

export function StoriesPage() {
  return (
    <PageFrame
      title="Narratives"
      description="Help requests shared by our community, which you can search and filter by category and country."
    />
  );
}
