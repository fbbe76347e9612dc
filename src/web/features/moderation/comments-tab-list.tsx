import { Group, Stack, Text } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import type { DashboardComment } from '#contracts/comments.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { DeleteButton } from './shared/row-actions.tsx';
import { TableOrCards, type Column } from '#web/components/lists/table-or-cards.tsx';
import {
  CommentCardHead,
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
const unknownPost = (
  <Text size="sm" c="dimmed">
    Unknown Post
  </Text>
);

/** The like count; in a card, where no column header names it, it says "likes" too. */
function Likes({ count, isLabelled = false }: { count: number; isLabelled?: boolean }) {
  return (
    <Group gap={4} wrap="nowrap">
      <IconHeart size={14} aria-hidden="true" />
      <Text size="sm" span>
        {count}
        {isLabelled && (count === 1 ? ' like' : ' likes')}
      </Text>
    </Group>
  );
}

/** The Comments tab's rows: a table on wide screens, cards under 768 px. */
export function CommentsTabList({ comments, onDelete, deletingId }: CommentsTabListProps) {
  const deleteButton = (comment: DashboardComment) => (
    <DeleteButton
      onClick={() => onDelete(comment)}
      itemName={commentSubject(comment)}
      isLoading={deletingId === comment._id}
    />
  );
  const columns: Column<DashboardComment>[] = [
    { header: 'Date updated', noWrap: true, cell: (comment) => formatDate(comment.updatedAt) },
    { header: 'Comment', cell: commentContent },
    { header: 'Likes', noWrap: true, cell: (comment) => <Likes count={comment.numberOfLikes} /> },
    {
      header: 'Post',
      cell: (comment) => <CommentPostLink post={comment.postId} missing={unknownPost} />,
    },
    { header: 'User', noWrap: true, cell: (comment) => <UserChip user={comment.userId} /> },
    { header: 'Delete', cell: deleteButton },
  ];

  return (
    <TableOrCards
      label="Comments"
      rows={comments}
      columns={columns}
      minTableWidth={820}
      card={(comment) => (
        <Stack gap="xs">
          <CommentCardHead comment={comment} date={comment.updatedAt} />
          {commentContent(comment)}
          <Group gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed" span>
              On
            </Text>
            <CommentPostLink post={comment.postId} missing={unknownPost} />
          </Group>
          <Group justify="space-between">
            <Likes count={comment.numberOfLikes} isLabelled />
            {deleteButton(comment)}
          </Group>
        </Stack>
      )}
    />
  );
}
