import { Stack, Text, Title } from '@mantine/core';
import type { DashboardComment } from '#contracts/comments.ts';
import { showErrorToast } from '#web/components/error-toast.ts';
import { ListError } from '#web/components/lists/list-error.tsx';
import { ShowMorePages } from '#web/components/lists/show-more-button.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useCommentReviewQueue, useReviewComment } from './api.ts';
import { ApproveRejectButtons } from './requests-decision-buttons.tsx';
import { CommentsTable } from './comments-table.tsx';
import { commentSubject } from './shared/comment-parts.tsx';
import { showSuccessToast } from './shared/feedback.ts';

/**
 * The review queue above the admin's comments: new accounts' comments with links, which nobody
 * else sees until an admin approves them (published and announced) or rejects them (deleted).
 */
export function CommentsReviewQueue() {
  const t = useMessages('moderation');
  const queue = useCommentReviewQueue();
  const review = useReviewComment({
    onSuccess: (answer) => showSuccessToast(answer.message),
    onError: (error) => showErrorToast(errorMessage(error)),
  });
  const comments = queue.data?.pages.flatMap((page) => page.comments) ?? [];
  const total = queue.data?.pages[0]?.totalComments ?? 0;

  const decide = (comment: DashboardComment) => (
    <ApproveRejectButtons
      subject={commentSubject(comment, t)}
      isBusy={review.isPending && review.variables?.comment._id === comment._id}
      onDecide={(decision) =>
        review.mutate({ comment, decision: decision === 'approved' ? 'approve' : 'reject' })
      }
    />
  );

  let body;
  if (queue.isPending) {
    body = null;
  } else if (queue.isError && comments.length === 0) {
    body = <ListError message={errorMessage(queue.error)} onRetry={() => void queue.refetch()} />;
  } else if (comments.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('moderation.review.empty')}
      </Text>
    );
  } else {
    body = (
      <Stack gap="md">
        <CommentsTable kind="review" comments={comments} actionOf={decide} />
        <ShowMorePages query={queue} />
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="comment-review-title">
      <div>
        <Title order={2} size="h3" id="comment-review-title">
          {total > 0
            ? t('moderation.review.titleWithCount', { count: total })
            : t('moderation.review.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('moderation.review.description')}
        </Text>
      </div>
      {body}
    </Stack>
  );
}
