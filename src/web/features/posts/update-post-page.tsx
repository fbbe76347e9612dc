import { Alert, Button, Center, Group, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { canManagePost } from '#contracts/policies/posts.ts';
import { actorOf } from '#web/lib/actor.ts';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';
import { useEditablePost } from './api-editing.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { useAppStore } from '#web/state/app-store.ts';
import { PostEditor } from './post-editor.tsx';

const MISSING_POST = 'This post does not exist. It may have been deleted.';

function Problem({ children }: { children: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
      {children}
      <Group mt="sm">
        <Button component={Link} to="/posts" size="xs" variant="default">
          Back to posts
        </Button>
      </Group>
    </Alert>
  );
}

/** /update-post/{postId}: the editor on a post of any status; only its author or an admin. */
export function UpdatePostPage() {
  const { postId = '' } = useParams();
  const currentUser = useAppStore((state) => state.currentUser);
  const post = useEditablePost(postId);
  const data = post.data;
  const mayEdit = Boolean(
    data && canManagePost(actorOf(currentUser), { userId: data.userId?._id ?? '' }),
  );

  let body;
  if (post.isPending) {
    body = (
      <Center py={64}>
        <Loader role="status" aria-label="Loading post" />
      </Center>
    );
  } else if (post.isError) {
    // A malformed id is refused with 400; either way there is no such post to edit.
    const isUnknown =
      isApiError(post.error) && (post.error.statusCode === 400 || post.error.statusCode === 404);
    body = (
      <Problem>
        {isUnknown ? MISSING_POST : errorMessage(post.error, 'Failed to fetch posts')}
      </Problem>
    );
  } else if (!data) {
    body = <Problem>{MISSING_POST}</Problem>;
  } else if (!mayEdit) {
    body = <Problem>You can only update your own posts.</Problem>;
  } else {
    body = (
      <PostEditor
        key={data._id}
        post={data}
        userId={currentUser?._id ?? ''}
        authorName={currentUser?.username ?? ''}
      />
    );
  }

  return (
    <PageFrame
      title="Update post"
      size="md"
      description="Change your post, save it as a draft, preview it, publish or schedule it."
    >
      {body}
    </PageFrame>
  );
}
