import { PageFrame } from '#web/components/page-frame.tsx';

export function UpdatePostPage() {
  return (
    <PageFrame
      title="Update post"
      size="md"
      description="Change your post's title, category, cover image or content."
    />
  );
}
