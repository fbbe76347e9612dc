import { Group, Text } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import { IconHeart } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { DashboardComment } from '#contracts/comments.ts';
import { TableOrCards, type Column } from '#web/components/lists/table-or-cards.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { CommentCard, CommentPostLink, commentContent } from './shared/comment-parts.tsx';
import { UserChip } from './shared/user-chip.tsx';

/**
 * The two lists of comments: the published ones (last updated first, with their likes, each
 * deleted from its row) and the review queue's (when written, each approved or rejected).
 */
const KINDS = {
  published: {
    label: 'moderation.comments.title',
    dateHeader: 'moderation.comments.dateUpdated',
    actionHeader: 'moderation.common.delete',
    dateOf: (comment: DashboardComment) => comment.updatedAt,
  },
  review: {
    label: 'moderation.review.tableLabel',
    dateHeader: 'moderation.comments.date',
    actionHeader: 'moderation.comments.decision',
    dateOf: (comment: DashboardComment) => comment.createdAt,
  },
} as const;

/** 'Unknown Post' once the comment's post is gone (the spec). */
function UnknownPost() {
  const t = useMessages('moderation');
  return (
    <Text size="sm" c="dimmed">
      {t('moderation.comments.unknownPost')}
    </Text>
  );
}

/** The like count; in a card, where no column header names it, it says "likes" too. */
function Likes({ count, isLabelled = false }: { count: number; isLabelled?: boolean }) {
  const t = useMessages('moderation');
  return (
    <Group gap={4} wrap="nowrap">
      <IconHeart size={14} aria-hidden="true" />
      <Text size="sm" span>
        {isLabelled ? t('moderation.comments.likes', { count }) : count}
      </Text>
    </Group>
  );
}

/** Comments as a table on wide screens and cards under 768 px, with what the admin does to each. */
export function CommentsTable({
  kind,
  comments,
  actionOf,
}: {
  kind: keyof typeof KINDS;
  comments: DashboardComment[];
  /** The last column, and the card's last line: Delete, or Approve and Reject. */
  actionOf: (comment: DashboardComment) => ReactNode;
}) {
  const format = useFormat();
  const t = useMessages('moderation');
  const { label, dateHeader, actionHeader, dateOf } = KINDS[kind];
  const isPublished = kind === 'published';
  const postLink = (comment: DashboardComment) => (
    <CommentPostLink post={comment.postId} missing={isPublished ? <UnknownPost /> : null} />
  );
  const likesColumn: Column<DashboardComment> = {
    header: t('moderation.comments.likesHeader'),
    noWrap: true,
    cell: (comment) => <Likes count={comment.numberOfLikes} />,
  };
  const columns: Column<DashboardComment>[] = [
    { header: t(dateHeader), noWrap: true, cell: (comment) => format.date(dateOf(comment)) },
    { header: t('moderation.comments.comment'), cell: commentContent },
    ...(isPublished ? [likesColumn] : []),
    { header: t('moderation.comments.post'), cell: postLink },
    {
      header: t('moderation.comments.user'),
      noWrap: true,
      cell: (comment) => <UserChip user={comment.userId} />,
    },
    { header: t(actionHeader), cell: actionOf },
  ];

  return (
    <TableOrCards
      label={t(label)}
      rows={comments}
      columns={columns}
      minTableWidth={820}
      card={(comment) => (
        <CommentCard comment={comment} date={dateOf(comment)}>
          {isPublished ? (
            <>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed" span>
                  {t('moderation.comments.on')}
                </Text>
                {postLink(comment)}
              </Group>
              <Group justify="space-between">
                <Likes count={comment.numberOfLikes} isLabelled />
                {actionOf(comment)}
              </Group>
            </>
          ) : (
            <>
              {postLink(comment)}
              {actionOf(comment)}
            </>
          )}
        </CommentCard>
      )}
    />
  );
}
