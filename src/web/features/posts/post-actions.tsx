import { Button } from '@mantine/core';
import { confirmDestructive } from '#web/components/confirm-dialog.ts';
import { notifications } from '@mantine/notifications';
import { IconFlag } from '@tabler/icons-react';
import { lazy, startTransition, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '#contracts/users.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import type { Post } from './api.ts';
import { useDeletePost } from './api-editing.ts';
import { ReportDialog } from '#web/components/lazy-report-dialog.tsx';
import { postPermissions } from './post-permissions.ts';
import { showErrorToast } from '#web/components/error-toast.ts';
import { KeepFocusAcrossLoad } from '#web/components/deferred/keep-focus-across-load.tsx';
import { PostOptionsButton } from './post-options-button.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

const PostOptionsMenu = lazy(async () => ({
  default: (await import('./post-options-menu.tsx')).PostOptionsMenu,
}));

/** The options menu and the Report button of the post page, with their dialogs. */
export function PostActions({
  post,
  currentUser,
}: {
  post: Post;
  currentUser: SessionUser | null;
}) {
  const t = useMessages('posts');
  const navigate = useNavigate();
  const [isReporting, setIsReporting] = useState(false);
  // The menu's code (a popover and its positioning) is fetched when the pointer or the focus
  // first reaches its button, as a transition: the button stays until the menu is in, and a press
  // before then opens the menu once it is.
  const [isMenuWanted, setMenuWanted] = useState(false);
  const [isMenuPressed, setMenuPressed] = useState(false);
  const { canManage, canReportFromMenu, hasReportButton } = postPermissions(post);

  const remove = useDeletePost(post._id, currentUser?._id ?? '');
  const deletePost = () =>
    remove.mutate(undefined, {
      onSuccess: (result) => {
        notifications.show({ color: 'teal', message: result.message, autoClose: 2000 });
        void navigate('/posts', { replace: true });
      },
      onError: (error) => showErrorToast(errorMessage(error, t('posts.actions.deleteFailed'))),
    });

  const confirmDelete = () =>
    confirmDestructive({
      title: t('posts.actions.delete'),
      children: t('posts.actions.deleteConfirm', { title: post.title }),
      confirmLabel: t('posts.actions.delete'),
      onConfirm: deletePost,
    });

  const wantMenu = () => startTransition(() => setMenuWanted(true));
  const pressMenu = () =>
    startTransition(() => {
      setMenuWanted(true);
      setMenuPressed(true);
    });
  const optionsButton = (
    <PostOptionsButton
      isBusy={remove.isPending}
      onPointerEnter={wantMenu}
      onFocus={wantMenu}
      // A pointer's press counts from its start: the menu's button may replace this one before
      // the press ends, and the click then reaches neither.
      onPointerDown={pressMenu}
      onClick={pressMenu}
    />
  );

  return (
    <>
      {hasReportButton && (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconFlag size={14} aria-hidden="true" />}
          onClick={() => setIsReporting(true)}
        >
          {t('posts.actions.report')}
        </Button>
      )}
      <KeepFocusAcrossLoad placeholder={optionsButton} shown={isMenuWanted ? 'menu' : 'button'}>
        {isMenuWanted ? (
          <PostOptionsMenu
            postId={post._id}
            canManage={canManage}
            canReport={canReportFromMenu}
            isBusy={remove.isPending}
            openOnArrival={isMenuPressed}
            onDelete={confirmDelete}
            onReport={() => setIsReporting(true)}
          />
        ) : (
          optionsButton
        )}
      </KeepFocusAcrossLoad>
      <ReportDialog
        opened={isReporting}
        onClose={() => setIsReporting(false)}
        targetId={post._id}
        targetType="post"
      />
    </>
  );
}
