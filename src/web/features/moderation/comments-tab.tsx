import { actorOf } from '#web/lib/actor.ts';
import { canListAllComments, canReviewComments } from '#contracts/policies/comments.ts';
import { Stack, Text, Title } from '@mantine/core';
import { confirmDestructive } from '#web/components/confirm-dialog.ts';
import { notifications } from '@mantine/notifications';
import { IconMessageOff } from '@tabler/icons-react';
import type { SessionUser } from '#contracts/users.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import type { DashboardComment } from '#contracts/comments.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useDeleteManagedComment, useManagedComments } from './api.ts';
import { CommentsTabList } from './comments-tab-list.tsx';
import { CommentsReviewQueue } from './comments-tab-review.tsx';
import { ListEmpty } from '#web/components/lists/list-empty.tsx';
import { PagedListBody } from '#web/components/lists/paged-list-body.tsx';
import { COUNTED, countLine } from '#web/lib/count-line.ts';
import { showErrorToast } from '#web/components/error-toast.ts';
import { TabHeading } from './shared/tab-heading.tsx';

const SUCCESS_TOAST_MS = 2000;

/**
 * The Comments tab: an admin manages every comment, a publisher the comments on their own posts.
 * Deleting one (after the spec's confirmation) removes it for good, with its replies. Admins
 * also decide on the review queue (new accounts' comments with links) at its top.
 */
export function CommentsTab({ user }: { user: SessionUser }) {
  const actor = actorOf(user);
  const seesAll = canListAllComments(actor);
  const reviews = canReviewComments(actor);
  usePageTitle('Comments');
  const list = useManagedComments(seesAll ? 'all' : 'own-posts');
  const remove = useDeleteManagedComment({
    onSuccess: () =>
      notifications.show({
        color: 'teal',
        message: 'The comment has been deleted',
        autoClose: SUCCESS_TOAST_MS,
      }),
    onError: (error) => {
      console.error('Comment delete failed', error);
      showErrorToast(errorMessage(error));
    },
  });

  const confirmDelete = (comment: DashboardComment) =>
    confirmDestructive({
      title: 'Are you sure you want to delete this comment?',
      children: (
        <Text size="sm">
          This action cannot be undone. The comment will be permanently removed.
        </Text>
      ),
      onConfirm: () => remove.mutate(comment),
    });

  const comments = list.data?.pages.flatMap((page) => page.comments) ?? [];

  const body = (
    <PagedListBody
      query={list}
      rowCount={comments.length}
      loadingLabel="Loading comments"
      failureMessage={errorMessage(list.error)}
      empty={
        <ListEmpty
          icon={<IconMessageOff size={28} />}
          title="No Comments Yet"
          description="There are no comments to manage at this time."
        />
      }
    >
      <CommentsTabList
        comments={comments}
        onDelete={confirmDelete}
        deletingId={remove.isPending ? (remove.variables?._id ?? null) : null}
      />
    </PagedListBody>
  );

  return (
    <Stack gap="lg">
      <TabHeading title={seesAll ? 'Comments' : 'Comments on your posts'} aria-live="polite">
        {list.data &&
          comments.length > 0 &&
          countLine(comments.length, list.data.pages[0]?.totalComments ?? 0, COUNTED.comments)}
      </TabHeading>
      {reviews && <CommentsReviewQueue />}
      {seesAll && (
        <Title order={2} size="h3">
          Published Comments
        </Title>
      )}
      {body}
    </Stack>
  );
}
