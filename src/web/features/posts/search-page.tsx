import { PageFrame } from '#web/components/page-frame.tsx';

export function SearchPage() {
  return (
    <PageFrame
      title="Search posts"
      description="Find posts by the words in their title or content, then narrow them by category and order."
    />
  );
}
