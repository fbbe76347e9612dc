import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import { StatusPill } from '#web/components/status-pill.tsx';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Post } from '#contracts/posts.ts';
import { ListRowEdit } from '#web/components/lists/list-row.tsx';
import { usePostCategoryName } from '#web/components/post-category-name.ts';
import { useMessages, type Translate } from '#web/i18n/use-messages.ts';
import { DeleteButton } from './shared/row-actions.tsx';
import { TableOrCards, type Column } from '#web/components/lists/table-or-cards.tsx';
import { Thumbnail } from './shared/thumbnail.tsx';
import { CardHead } from './shared/card-head.tsx';

interface PostsTabListProps {
  posts: Post[];
  /** Admins see every author; publishers only their own posts, without the column. */
  showAuthor: boolean;
  onDelete: (post: Post) => void;
  deletingId: string | null;
}

const STATUS_PILLS = {
  published: { label: 'moderation.posts.statusPublished', tone: 'green' },
  scheduled: { label: 'moderation.posts.statusScheduled', tone: 'yellow' },
  draft: { label: 'moderation.posts.statusDraft', tone: 'gray' },
} as const;

/** The Posts tab's rows: a table on wide screens, cards under 768 px. */
export function PostsTabList({ posts, showAuthor, onDelete, deletingId }: PostsTabListProps) {
  const format = useFormat();
  const t = useMessages('moderation');
  const categoryName = usePostCategoryName();
  const authorName = (post: Post) => post.userId?.username ?? t('moderation.common.unknownUser');
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
  const statusBadge = (post: Post) => {
    const pill = STATUS_PILLS[post.status];
    return <StatusPill tone={pill.tone}>{t(pill.label)}</StatusPill>;
  };

  const columns: Column<Post>[] = [
    {
      header: t('moderation.posts.dateUpdated'),
      noWrap: true,
      cell: (post) => format.date(post.updatedAt),
    },
    { header: t('moderation.posts.image'), cell: (post) => <Thumbnail src={post.image} /> },
    { header: t('moderation.posts.title'), cell: (post) => titleLink(post, t) },
    { header: t('moderation.posts.status'), noWrap: true, cell: statusBadge },
    {
      header: t('moderation.posts.category'),
      noWrap: true,
      cell: (post) => categoryName(post.category),
    },
    { header: t('moderation.posts.views'), noWrap: true, cell: (post) => format.count(post.views) },
    ...(showAuthor
      ? [
          {
            header: t('moderation.posts.author'),
            noWrap: true,
            cell: authorName,
          } satisfies Column<Post>,
        ]
      : []),
    { header: t('moderation.common.delete'), cell: deleteButton },
    { header: t('moderation.posts.edit'), cell: editButton },
  ];

  return (
    <TableOrCards
      label={t('moderation.posts.tableLabel')}
      rows={posts}
      columns={columns}
      minTableWidth={showAuthor ? 860 : 760}
      card={(post) => (
        <Stack gap="xs">
          <CardHead media={<Thumbnail src={post.image} size={56} />}>
            {titleLink(post, t)}
            {statusBadge(post)}
            <Text size="xs" c="dimmed">
              {t('moderation.posts.categoryAndUpdated', {
                category: categoryName(post.category),
                date: format.date(post.updatedAt),
              })}
            </Text>
            <Group gap={4} wrap="nowrap">
              <IconEye size={14} aria-hidden="true" />
              <Text size="xs" c="dimmed">
                {showAuthor
                  ? t('moderation.posts.viewsByAuthor', {
                      views: format.count(post.views),
                      author: authorName(post),
                    })
                  : t('moderation.posts.viewsCount', { views: format.count(post.views) })}
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

/** A published post opens for reading; a draft or scheduled one opens in the editor. */
function titleLink(post: Post, t: Translate<'moderation'>) {
  return (
    <Anchor
      component={Link}
      to={post.status === 'published' ? `/post/${post.slug}` : `/update-post/${post._id}`}
      fw={600}
      size="sm"
      lineClamp={2}
    >
      {post.title || t('moderation.posts.untitled')}
    </Anchor>
  );
}
