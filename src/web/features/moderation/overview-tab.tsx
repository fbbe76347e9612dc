import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconArticle,
  IconHeart,
  IconHeartHandshake,
  IconMessage,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SessionUser } from '#contracts/users.ts';
import type { DashboardComment } from '#contracts/comments.ts';
import type { Post } from '#contracts/posts.ts';
import { usePostCategoryName } from '#web/components/post-category-name.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import type { Story } from '#contracts/stories.ts';
import type { PrivateUser } from '#contracts/users.ts';
import {
  useAdminCounters,
  useRecentComments,
  useRecentNarratives,
  useRecentPosts,
  useRecentUsers,
} from './api.ts';
import type { Column } from '#web/components/lists/table-or-cards.tsx';
import { OverviewPendingCard } from './overview-pending-card.tsx';
import { OverviewRecentList, type RecentListName } from './overview-recent-list.tsx';
import { OverviewStatCard, type StatName } from './overview-stat-card.tsx';
import { Thumbnail } from './shared/thumbnail.tsx';
import { UserChip } from './shared/user-chip.tsx';

/** One figure of the overview: its total and last month's, from the query that answers them. */
function stat<Data>(
  name: StatName,
  Icon: typeof IconUsers,
  query: { data?: Data; isPending: boolean; isError: boolean },
  figures: (data: Data) => [number, number],
) {
  const [total, lastMonth] = query.data ? figures(query.data) : [];
  return {
    name,
    icon: <Icon size={20} />,
    total,
    lastMonth,
    isLoading: query.isPending,
    isError: query.isError,
  };
}

/** One of the recent lists, its rows read from its query's answer. */
function recentList<Data, Row extends { _id: string }>(
  name: RecentListName,
  query: { data?: Data; isPending: boolean; error: unknown },
  rowsOf: (data: Data) => Row[],
  columns: Column<Row>[],
) {
  const rows = query.data && rowsOf(query.data);
  return <OverviewRecentList key={name} name={name} rows={rows} query={query} columns={columns} />;
}

/** A recent post's or narrative's first column: its cover and its title leading to its page. */
const coverAndTitle = <Row extends { image: string; title: string }>(
  header: string,
  pathOf: (row: Row) => string,
): Column<Row> => ({
  header,
  cell: (item) => (
    <Group gap="sm" wrap="nowrap">
      <Thumbnail src={item.image} />
      <Anchor component={Link} to={pathOf(item)} size="sm" lineClamp={2}>
        {item.title}
      </Anchor>
    </Group>
  ),
});

/** The admin's overview (`?tab=dashboard`): the site's figures, waiting work, what is new. */
export function OverviewTab(_props: { user: SessionUser }) {
  const t = useMessages('moderation');
  const categoryName = usePostCategoryName();
  usePageTitle(t('moderation.overview.title'));
  const users = useRecentUsers();
  const posts = useRecentPosts();
  const narratives = useRecentNarratives();
  const comments = useRecentComments();
  // The menu's polled counters: the same figures, asked once for both.
  const pending = useAdminCounters(true);
  const stats = [
    stat('totalUsers', IconUsers, users, (data) => [data.totalUsers, data.lastMonthUsers]),
    stat('totalPosts', IconArticle, posts, (data) => [data.totalPosts, data.lastMonthPosts]),
    stat('approvedNarratives', IconHeartHandshake, narratives, (data) => [
      data.totalStories,
      data.lastMonthStories,
    ]),
    stat('totalComments', IconMessage, comments, (data) => [
      data.totalComments,
      data.lastMonthComments,
    ]),
  ];

  return (
    <Stack gap="lg">
      <Title order={1}>{t('moderation.overview.title')}</Title>

      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        {stats.map((props) => (
          <OverviewStatCard key={props.name} {...props} />
        ))}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <OverviewPendingCard
          work="requests"
          count={
            pending.data && pending.data.pendingPublisherRequests + pending.data.pendingStories
          }
          isLoading={pending.isPending}
        />
        <OverviewPendingCard
          work="reports"
          count={pending.data?.pendingReports}
          isLoading={pending.isPending}
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {recentList('users', users, (data) => data.users, [
          {
            header: t('moderation.overview.user'),
            cell: (user: PrivateUser) => <UserChip user={user} size={36} />,
          },
        ])}
        {recentList('posts', posts, (data) => data.posts, [
          coverAndTitle(t('moderation.overview.post'), (post: Post) => `/post/${post.slug}`),
          {
            header: t('moderation.overview.category'),
            width: 110,
            cell: (post) => categoryName(post.category),
          },
        ])}
        {recentList('narratives', narratives, (data) => data.stories, [
          coverAndTitle(
            t('moderation.overview.narrative'),
            (story: Story) => `/narrative/${story.slug}`,
          ),
          { header: t('moderation.overview.country'), width: 130, cell: (story) => story.country },
        ])}
        {recentList('comments', comments, (data) => data.comments, [
          {
            header: t('moderation.overview.comment'),
            cell: (comment: DashboardComment) => (
              <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {comment.content}
              </Text>
            ),
          },
          {
            header: t('moderation.overview.likes'),
            width: 80,
            cell: (comment) => (
              <Group gap={4} wrap="nowrap">
                <IconHeart size={14} aria-hidden="true" />
                <Text size="sm" span>
                  {comment.numberOfLikes}
                </Text>
              </Group>
            ),
          },
        ])}
      </SimpleGrid>
    </Stack>
  );
}
