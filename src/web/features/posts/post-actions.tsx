import { ActionIcon, Button, Menu } from '@mantine/core';
import { openConfirm } from '#web/components/confirm-dialog.ts';
import { notifications } from '@mantine/notifications';
import { IconDots, IconFlag, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SessionUser } from '#contracts/users.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDeletePost, type Post } from './api.ts';
import { ReportDialog } from '#web/components/lazy-report-dialog.tsx';
import { postPermissions } from './post-permissions.ts';
import { showErrorToast } from '#web/components/error-toast.ts';

/** The options menu and the Report button of the post page, with their dialogs. */
export function PostActions({
  post,
  currentUser,
}: {
  post: Post;
  currentUser: SessionUser | null;
}) {
  const navigate = useNavigate();
  const [isReporting, setIsReporting] = useState(false);
  const { canManage, canReportFromMenu, hasReportButton } = postPermissions(post, currentUser);

  const remove = useDeletePost(post._id, currentUser?._id ?? '');
  const deletePost = () =>
    remove.mutate(undefined, {
      onSuccess: (result) => {
        notifications.show({ color: 'teal', message: result.message, autoClose: 2000 });
        void navigate('/posts', { replace: true });
      },
      onError: (error) => showErrorToast(errorMessage(error, 'Failed to delete post')),
    });

  const confirmDelete = () =>
    openConfirm({
      title: 'Delete post',
      children: `Are you sure you want to delete “${post.title}”? Its comments go with it, and this cannot be undone.`,
      labels: { confirm: 'Delete Post', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: deletePost,
    });

  return (
    <>
      {hasReportButton && (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconFlag size={14} aria-hidden="true" />}
          onClick={() => setIsReporting(true)}
        >
          Report
        </Button>
      )}
      <Menu position="bottom-end" withArrow shadow="md" width={200}>
        <Menu.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Post options"
            loading={remove.isPending}
          >
            <IconDots size={18} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {canManage && (
            <>
              <Menu.Item
                component={Link}
                to={`/update-post/${post._id}`}
                leftSection={<IconPencil size={16} aria-hidden="true" />}
              >
                Edit Post
              </Menu.Item>
              <Menu.Item
                // The theme's error red: Mantine's menu red is too faint on the dark menu.
                color="var(--mantine-color-error)"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={confirmDelete}
              >
                Delete Post
              </Menu.Item>
            </>
          )}
          {canReportFromMenu && (
            <Menu.Item
              leftSection={<IconFlag size={16} aria-hidden="true" />}
              onClick={() => setIsReporting(true)}
            >
              Report Post
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <ReportDialog
        opened={isReporting}
        onClose={() => setIsReporting(false)}
        targetId={post._id}
        targetType="post"
      />
    </>
  );
}
