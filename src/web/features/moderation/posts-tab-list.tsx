import { Anchor, Group, Stack, Text } from '@mantine/core';
import { StatusPill } from '#web/components/status-pill.tsx';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Post } from '#contracts/posts.ts';
import { UNTITLED_POST } from '#contracts/posts.constants.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { categoryLabel } from '#web/lib/post-category.ts';
import { ListRowEdit } from '#web/components/lists/list-row.tsx';
import { DeleteButton } from './shared/row-actions.tsx';
import { TableOrCards, type Column } from '#web/components/lists/table-or-cards.tsx';
import { Thumbnail } from './shared/thumbnail.tsx';
import { formatCount } from '#contracts/format/en-us.ts';
import { CardHead } from './shared/card-head.tsx';

interface PostsTabListProps {
  posts: Post[];
  /** Admins see every author; publishers only their own posts, without the column. */
  showAuthor: boolean;
  onDelete: (post: Post) => void;
  deletingId: string | null;
}

/** A published post opens for reading; a draft or scheduled one opens in the editor. */
const titleLink = (post: Post) => (
  <Anchor
    component={Link}
    to={post.status === 'published' ? `/post/${post.slug}` : `/update-post/${post._id}`}
    fw={600}
    size="sm"
    lineClamp={2}
  >
    {post.title || UNTITLED_POST}
  </Anchor>
);

const STATUS_PILLS = {
  published: { label: 'Published', tone: 'green' },
  scheduled: { label: 'Scheduled', tone: 'yellow' },
  draft: { label: 'Draft', tone: 'gray' },
} as const;

const statusBadge = (post: Post) => {
  const pill = STATUS_PILLS[post.status];
  return <StatusPill tone={pill.tone}>{pill.label}</StatusPill>;
};

const authorName = (post: Post) => post.userId?.username ?? 'Unknown User';

/** The Posts tab's rows: a table on wide screens, cards under 768 px. */
export function PostsTabList({ posts, showAuthor, onDelete, deletingId }: PostsTabListProps) {
  const editButton = (post: Post) => (
    <ListRowEdit to={`/update-post/${post._id}`} itemName={post.title} />
  );
  const deleteButton = (post: Post) => (
    <DeleteButton
      onClick={() => onDelete(post)}
      itemName={post.title}
      isLoading={deletingId === post._id}
    />
  );

  const columns: Column<Post>[] = [
    { header: 'Date updated', noWrap: true, cell: (post) => formatDate(post.updatedAt) },
    { header: 'Image', cell: (post) => <Thumbnail src={post.image} /> },
    { header: 'Title', cell: titleLink },
    { header: 'Status', noWrap: true, cell: statusBadge },
    { header: 'Category', noWrap: true, cell: (post) => categoryLabel(post.category) },
    { header: 'Views', noWrap: true, cell: (post) => formatCount(post.views) },
    ...(showAuthor
      ? [{ header: 'Author', noWrap: true, cell: authorName } satisfies Column<Post>]
      : []),
    { header: 'Delete', cell: deleteButton },
    { header: 'Edit', cell: editButton },
  ];

  return (
    <TableOrCards
      label="Posts"
      rows={posts}
      columns={columns}
      minTableWidth={showAuthor ? 860 : 760}
      card={(post) => (
        <Stack gap="xs">
          <CardHead media={<Thumbnail src={post.image} size={56} />}>
            {titleLink(post)}
            {statusBadge(post)}
            <Text size="xs" c="dimmed">
              {categoryLabel(post.category)} · Updated {formatDate(post.updatedAt)}
            </Text>
            <Group gap={4} wrap="nowrap">
              <IconEye size={14} aria-hidden="true" />
              <Text size="xs" c="dimmed">
                {formatCount(post.views)} views
                {showAuthor && ` · by ${authorName(post)}`}
              </Text>
            </Group>
          </CardHead>
          <Group gap="xs" justify="flex-end">
            {editButton(post)}
            {deleteButton(post)}
          </Group>
        </Stack>
      )}
    />
  );
}
