import { PageFrame } from '#web/components/page-frame.tsx';

export function CreatePostPage() {
  return (
    <PageFrame
      title="Create a post"
      size="md"
      description="Write a post with a title, a category, a cover image and rich-text content."
    />
  );
}
