import { Alert, Button, Group } from '@mantine/core';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { canManagePost } from '#contracts/policies/posts.ts';
import { actorOf } from '#web/lib/actor.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { readdressGuard } from '#web/components/routing/leave-guard.ts';
import { SAME_PAGE_STATE } from '#web/components/routing/same-page.ts';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';
import { useEditablePost } from './api-editing.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { PostEditor } from './post-editor.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

function Problem({ children }: { children: string }) {
  const t = useMessages('posts');
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
      {children}
      <Group mt="sm">
        <Button component={Link} to="/posts" size="xs" variant="default">
          {t('posts.editorPage.back')}
        </Button>
      </Group>
    </Alert>
  );
}

interface Created {
  postId: string | null;
  arrived: boolean;
  round: number;
}

/**
 * /create-post, and /update-post/{postId}. A new post's address becomes the draft's own once it
 * is first saved, so a reload keeps the draft; the page stays as it is meanwhile (the editor,
 * what is being typed, the focus), as both addresses draw this one component (`routes.tsx`).
 */
export function PostEditorPage() {
  const t = useMessages('posts');
  const { postId } = useParams();
  const navigate = useNavigate();
  const currentUser = useAppStore((state) => state.currentUser);
  // The draft written here, whether the address is already its own, and how many new posts
  // were started here (each one a new editor: /create-post again after the draft's address).
  const [created, setCreated] = useState<Created>({ postId: null, arrived: false, round: 0 });
  if (postId && postId === created.postId && !created.arrived) {
    setCreated({ ...created, arrived: true });
  } else if (!postId && created.arrived) {
    setCreated({ postId: null, arrived: false, round: created.round + 1 });
  }

  if (postId && postId !== created.postId) return <UpdatePost postId={postId} />;
  return (
    <PageFrame
      title={t('posts.editorPage.createTitle')}
      size="md"
      description={t('posts.editorPage.createDescription')}
    >
      <PostEditor
        key={created.round}
        post={null}
        userId={currentUser?._id ?? ''}
        authorName={currentUser?.username ?? ''}
        onCreated={(id) => {
          const address = `/update-post/${encodeURIComponent(id)}`;
          setCreated({ postId: id, arrived: false, round: created.round });
          readdressGuard(address);
          void navigate(address, { replace: true, state: SAME_PAGE_STATE });
        }}
      />
    </PageFrame>
  );
}

/** The editor on a post of any status; only its author or an admin. */
function UpdatePost({ postId }: { postId: string }) {
  const t = useMessages('posts');
  const currentUser = useAppStore((state) => state.currentUser);
  const post = useEditablePost(postId);
  const data = post.data;
  const mayEdit = Boolean(
    data && canManagePost(actorOf(currentUser), { userId: data.userId?._id ?? '' }),
  );

  let body;
  if (post.isPending) {
    body = <CenteredLoader label={t('posts.page.loading')} py={64} isStatus />;
  } else if (post.isError) {
    // A malformed id is refused with 400; either way there is no such post to edit.
    const isUnknown =
      isApiError(post.error) && (post.error.statusCode === 400 || post.error.statusCode === 404);
    body = (
      <Problem>
        {isUnknown
          ? t('posts.editorPage.missing')
          : errorMessage(post.error, t('posts.editorPage.fetchFailed'))}
      </Problem>
    );
  } else if (!data) {
    body = <Problem>{t('posts.editorPage.missing')}</Problem>;
  } else if (!mayEdit) {
    body = <Problem>{t('posts.editorPage.ownOnly')}</Problem>;
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
      title={t('posts.editorPage.updateTitle')}
      size="md"
      description={t('posts.editorPage.updateDescription')}
    >
      {body}
    </PageFrame>
  );
}
