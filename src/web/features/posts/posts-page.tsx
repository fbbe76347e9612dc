import { PageFrame } from '#web/components/page-frame.tsx';

export function PostsPage() {
  return (
    <PageFrame
      title="Posts"
      description="Every published post, most read first, with search, category and sort filters."
    />
  );
}
