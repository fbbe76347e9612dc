import { useQueryClient } from '@tanstack/react-query';
import { PageFrame } from '#web/components/page-frame.tsx';
import { createPost, postKeys } from './api.ts';
import { PostForm } from './post-form.tsx';

/** /create-post (publishers and admins, by the route guard). */
export function CreatePostPage() {
  const queryClient = useQueryClient();
  return (
    <PageFrame
      title="Create a post"
      size="md"
      description="Write a post with a title, a category, a cover image and rich-text content."
    >
      <PostForm
        submitLabel="Publish"
        successMessage="Your post is published. Opening it…"
        onSave={async (values) => {
          const post = await createPost(values);
          await queryClient.invalidateQueries({ queryKey: postKeys.all });
          return post;
        }}
      />
    </PageFrame>
  );
}
