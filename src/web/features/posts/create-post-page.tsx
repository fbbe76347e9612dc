import { PageFrame } from '#web/components/page-frame.tsx';
import { useAppStore } from '#web/state/app-store.ts';
import { PostEditor } from './post-editor.tsx';

/** /create-post (publishers and admins, by the route guard). */
export function CreatePostPage() {
  const currentUser = useAppStore((state) => state.currentUser);
  return (
    <PageFrame
      title="Create a post"
      size="md"
      description="Write a post: save it as a draft, preview it, publish it now or schedule it."
    >
      <PostEditor
        post={null}
        userId={currentUser?._id ?? ''}
        authorName={currentUser?.username ?? ''}
      />
    </PageFrame>
  );
}
