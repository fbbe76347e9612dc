import { PageFrame } from '#web/components/page-frame.tsx';

export function PostPage() {
  return (
    <PageFrame
      title="Post"
      size="md"
      description="The full article with its author, reading time and comments, followed by three recent articles."
    />
  );
}
