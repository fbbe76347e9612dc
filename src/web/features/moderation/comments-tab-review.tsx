import { Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DashboardComment } from '#contracts/comments.ts';
import { showErrorToast } from '#web/components/error-toast.ts';
import { ListError } from '#web/components/lists/list-error.tsx';
import { ShowMorePages } from '#web/components/lists/show-more-button.tsx';
import { TableOrCards, type Column } from '#web/components/lists/table-or-cards.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { useCommentReviewQueue, useReviewComment } from './api.ts';
import { DecisionButtons } from './requests-decision-buttons.tsx';
import {
  CommentCardHead,
  CommentPostLink,
  commentContent,
  commentSubject,
} from './shared/comment-parts.tsx';
import { UserChip } from './shared/user-chip.tsx';

const SUCCESS_TOAST_MS = 2000;

/**
 * The review queue above the admin's comments: new accounts' comments with links, which nobody
 * else sees until an admin approves them (published and announced) or rejects them (deleted).
 */
export function CommentsReviewQueue() {
  const queue = useCommentReviewQueue();
  const review = useReviewComment({
    onSuccess: (answer) =>
      notifications.show({ color: 'teal', message: answer.message, autoClose: SUCCESS_TOAST_MS }),
    onError: (error) => showErrorToast(errorMessage(error)),
  });
  const comments = queue.data?.pages.flatMap((page) => page.comments) ?? [];
  const total = queue.data?.pages[0]?.totalComments ?? 0;

  const decide = (comment: DashboardComment) => (
    <DecisionButtons
      subject={commentSubject(comment)}
      isBusy={review.isPending && review.variables?.comment._id === comment._id}
      onDecide={(decision) =>
        review.mutate({ comment, decision: decision === 'approved' ? 'approve' : 'reject' })
      }
    />
  );
  const columns: Column<DashboardComment>[] = [
    { header: 'Date', noWrap: true, cell: (comment) => formatDate(comment.createdAt) },
    { header: 'Comment', cell: commentContent },
    { header: 'Post', cell: (comment) => <CommentPostLink post={comment.postId} /> },
    { header: 'User', noWrap: true, cell: (comment) => <UserChip user={comment.userId} /> },
    { header: 'Decision', cell: decide },
  ];

  let body;
  if (queue.isPending) {
    body = null;
  } else if (queue.isError && comments.length === 0) {
    body = <ListError message={errorMessage(queue.error)} onRetry={() => void queue.refetch()} />;
  } else if (comments.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        No comments are awaiting review.
      </Text>
    );
  } else {
    body = (
      <Stack gap="md">
        <TableOrCards
          label="Comments awaiting review"
          rows={comments}
          columns={columns}
          minTableWidth={820}
          card={(comment) => (
            <Stack gap="xs">
              <CommentCardHead comment={comment} date={comment.createdAt} />
              {commentContent(comment)}
              <CommentPostLink post={comment.postId} />
              {decide(comment)}
            </Stack>
          )}
        />
        <ShowMorePages query={queue} />
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="comment-review-title">
      <div>
        <Title order={2} size="h3" id="comment-review-title">
          Awaiting Review{total > 0 ? ` (${total})` : ''}
        </Title>
        <Text size="sm" c="dimmed">
          Comments with links from accounts less than a day old or not yet verified. Nobody else
          sees them until you approve them.
        </Text>
      </div>
      {body}
    </Stack>
  );
}
