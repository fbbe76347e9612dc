import { actorOf } from '#web/lib/actor.ts';
import { canListAllComments, canReviewComments } from '#contracts/policies/comments.ts';
import { Stack, Text, Title } from '@mantine/core';
import { confirmDestructive } from '#web/components/confirm-dialog.ts';
import { IconMessageOff } from '@tabler/icons-react';
import type { SessionUser } from '#contracts/users.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import type { DashboardComment } from '#contracts/comments.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useDeleteManagedComment, useManagedComments } from './api.ts';
import { CommentsTable } from './comments-table.tsx';
import { CommentsReviewQueue } from './comments-tab-review.tsx';
import { ListEmpty } from '#web/components/lists/list-empty.tsx';
import { PagedListBody } from '#web/components/lists/paged-list-body.tsx';
import { countLine } from '#web/lib/count-line.ts';
import { showErrorToast } from '#web/components/error-toast.ts';
import { busyRowId, showSuccessToast } from './shared/feedback.ts';
import { DeleteButton } from './shared/row-actions.tsx';
import { commentSubject } from './shared/comment-parts.tsx';
import { TabHeading } from './shared/tab-heading.tsx';

const COMMENTS = {
  shown: 'moderation.count.comments.shown',
  none: 'moderation.count.comments.none',
} as const;

/**
 * The Comments tab: an admin manages every comment, a publisher the comments on their own posts.
 * Deleting one (after the spec's confirmation) removes it for good, with its replies. Admins
 * also decide on the review queue (new accounts' comments with links) at its top.
 */
export function CommentsTab({ user }: { user: SessionUser }) {
  const t = useMessages('moderation');
  const actor = actorOf(user);
  const seesAll = canListAllComments(actor);
  const reviews = canReviewComments(actor);
  usePageTitle(t('moderation.comments.title'));
  const list = useManagedComments(seesAll ? 'all' : 'own-posts');
  const remove = useDeleteManagedComment({
    onSuccess: () => showSuccessToast(t('moderation.comments.deleted')),
    onError: (error) => {
      console.error('Comment delete failed', error);
      showErrorToast(errorMessage(error));
    },
  });

  const confirmDelete = (comment: DashboardComment) =>
    confirmDestructive({
      title: t('moderation.comments.deleteTitle'),
      children: <Text size="sm">{t('moderation.comments.deleteBody')}</Text>,
      confirmLabel: t('moderation.common.delete'),
      onConfirm: () => remove.mutate(comment),
    });

  const comments = list.data?.pages.flatMap((page) => page.comments) ?? [];
  const deletingId = busyRowId(remove);
  const deleteButton = (comment: DashboardComment) => (
    <DeleteButton
      onClick={() => confirmDelete(comment)}
      itemName={commentSubject(comment, t)}
      isLoading={deletingId === comment._id}
    />
  );

  return (
    <Stack gap="lg">
      <TabHeading
        title={seesAll ? t('moderation.comments.title') : t('moderation.comments.titleOwn')}
        aria-live="polite"
      >
        {list.data &&
          comments.length > 0 &&
          countLine(t, COMMENTS, comments.length, list.data.pages[0]?.totalComments ?? 0)}
      </TabHeading>
      {reviews && <CommentsReviewQueue />}
      {seesAll && (
        <Title order={2} size="h3">
          {t('moderation.comments.published')}
        </Title>
      )}
      <PagedListBody
        query={list}
        rowCount={comments.length}
        loadingLabel={t('moderation.comments.loading')}
        failureMessage={errorMessage(list.error)}
        empty={
          <ListEmpty
            icon={<IconMessageOff size={28} />}
            title={t('moderation.comments.emptyTitle')}
            description={t('moderation.comments.emptyText')}
          />
        }
      >
        <CommentsTable kind="published" comments={comments} actionOf={deleteButton} />
      </PagedListBody>
    </Stack>
  );
}
