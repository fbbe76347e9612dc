import { PageFrame } from '#web/components/page-frame.tsx';
import { useCreatePost } from './api.ts';
import { PostForm } from './post-form.tsx';

/** /create-post (publishers and admins, by the route guard). */
export function CreatePostPage() {
  const create = useCreatePost();
  return (
    <PageFrame
      title="Create a post"
      size="md"
      description="Write a post with a title, a category, a cover image and rich-text content."
    >
      <PostForm
        submitLabel="Publish"
        successMessage="Your post is published. Opening it…"
        mutation={create}
      />
    </PageFrame>
  );
}
