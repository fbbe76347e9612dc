import { ActionIcon, Button, Menu } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconDots, IconFlag, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SessionUser } from '#contracts/users.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { deletePost, postKeys, type Post } from '#web/api/posts.ts';
import { ReportDialog } from '#web/components/report-dialog.tsx';
import { postPermissions } from './post-permissions.ts';

/** The options menu and the Report button of the post page, with their dialogs. */
export function PostActions({
  post,
  currentUser,
}: {
  post: Post;
  currentUser: SessionUser | null;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isReporting, setIsReporting] = useState(false);
  const { canManage, canReportFromMenu, hasReportButton } = postPermissions(post, currentUser);

  const remove = useMutation({
    mutationFn: () => deletePost(post._id, currentUser?._id ?? ''),
    onSuccess: (result) => {
      notifications.show({ color: 'teal', message: result.message, autoClose: 2000 });
      // Lists are refetched where they show next; this page's own query is left alone, or it
      // would find the post gone and send the browser to /not-found on the way out.
      void queryClient.invalidateQueries({ queryKey: postKeys.all, refetchType: 'none' });
      void navigate('/posts', { replace: true });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: errorMessage(error, 'Failed to delete post') }),
  });

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete post',
      children: `Are you sure you want to delete “${post.title}”? Its comments go with it, and this cannot be undone.`,
      labels: { confirm: 'Delete Post', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(),
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
                color="red"
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
