import { Group, Text } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import type { DashboardComment } from '#contracts/comments.ts';
import { TableOrCards, type Column } from '#web/components/lists/table-or-cards.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { DeleteButton } from './shared/row-actions.tsx';
import {
  CommentCard,
  CommentPostLink,
  commentContent,
  commentSubject,
} from './shared/comment-parts.tsx';
import { UserChip } from './shared/user-chip.tsx';

interface CommentsTabListProps {
  comments: DashboardComment[];
  onDelete: (comment: DashboardComment) => void;
  deletingId: string | null;
}

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

/** The Comments tab's rows: a table on wide screens, cards under 768 px. */
export function CommentsTabList({ comments, onDelete, deletingId }: CommentsTabListProps) {
  const t = useMessages('moderation');
  const deleteButton = (comment: DashboardComment) => (
    <DeleteButton
      onClick={() => onDelete(comment)}
      itemName={commentSubject(comment, t)}
      isLoading={deletingId === comment._id}
    />
  );
  const postLink = (comment: DashboardComment) => (
    <CommentPostLink post={comment.postId} missing={<UnknownPost />} />
  );
  const columns: Column<DashboardComment>[] = [
    {
      header: t('moderation.comments.dateUpdated'),
      noWrap: true,
      cell: (comment) => formatDate(comment.updatedAt),
    },
    { header: t('moderation.comments.comment'), cell: commentContent },
    {
      header: t('moderation.comments.likesHeader'),
      noWrap: true,
      cell: (comment) => <Likes count={comment.numberOfLikes} />,
    },
    { header: t('moderation.comments.post'), cell: postLink },
    {
      header: t('moderation.comments.user'),
      noWrap: true,
      cell: (comment) => <UserChip user={comment.userId} />,
    },
    { header: t('moderation.common.delete'), cell: deleteButton },
  ];

  return (
    <TableOrCards
      label={t('moderation.comments.title')}
      rows={comments}
      columns={columns}
      minTableWidth={820}
      card={(comment) => (
        <CommentCard comment={comment} date={comment.updatedAt}>
          <Group gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed" span>
              {t('moderation.comments.on')}
            </Text>
            {postLink(comment)}
          </Group>
          <Group justify="space-between">
            <Likes count={comment.numberOfLikes} isLabelled />
            {deleteButton(comment)}
          </Group>
        </CommentCard>
      )}
    />
  );
}
