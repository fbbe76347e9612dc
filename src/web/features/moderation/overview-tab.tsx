import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconArticle,
  IconFlag,
  IconHeart,
  IconHeartHandshake,
  IconMessage,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SessionUser } from '#contracts/users.ts';
import type { DashboardComment } from '#contracts/comments.ts';
import type { Post } from '#contracts/posts.ts';
import { categoryLabel } from '#web/lib/post-category.ts';
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
import { OverviewRecentList } from './overview-recent-list.tsx';
import { OverviewStatCard } from './overview-stat-card.tsx';
import { Thumbnail } from './shared/thumbnail.tsx';
import { UserChip } from './shared/user-chip.tsx';

const tabPath = (tab: string) => `/dashboard?tab=${tab}`;

/** One figure of the overview: its total and last month's, from the query that answers them. */
function stat<Data>(
  label: string,
  Icon: typeof IconUsers,
  query: { data?: Data; isPending: boolean; isError: boolean },
  figures: (data: Data) => [number, number],
) {
  const [total, lastMonth] = query.data ? figures(query.data) : [];
  return {
    label,
    icon: <Icon size={20} />,
    total,
    lastMonth,
    isLoading: query.isPending,
    isError: query.isError,
  };
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
  usePageTitle('Dashboard');
  const users = useRecentUsers();
  const posts = useRecentPosts();
  const narratives = useRecentNarratives();
  const comments = useRecentComments();
  // The menu's polled counters: the same figures, asked once for both.
  const pending = useAdminCounters(true);
  const stats = [
    stat('Total Users', IconUsers, users, (data) => [data.totalUsers, data.lastMonthUsers]),
    stat('Total Posts', IconArticle, posts, (data) => [data.totalPosts, data.lastMonthPosts]),
    stat('Approved Narratives', IconHeartHandshake, narratives, (data) => [
      data.totalStories,
      data.lastMonthStories,
    ]),
    stat('Total Comments', IconMessage, comments, (data) => [
      data.totalComments,
      data.lastMonthComments,
    ]),
  ];

  return (
    <Stack gap="lg">
      <Title order={1}>Dashboard</Title>

      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        {stats.map((props) => (
          <OverviewStatCard key={props.label} {...props} />
        ))}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <OverviewPendingCard
          label="Pending Requests"
          icon={<IconUserCheck size={20} />}
          count={
            pending.data && pending.data.pendingPublisherRequests + pending.data.pendingStories
          }
          isLoading={pending.isPending}
          to={tabPath('requests')}
        />
        <OverviewPendingCard
          label="Pending Reports"
          icon={<IconFlag size={20} />}
          count={pending.data?.pendingReports}
          isLoading={pending.isPending}
          to={tabPath('reports')}
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <OverviewRecentList<PrivateUser>
          title="Recent Users"
          viewAllTo={tabPath('users')}
          rows={users.data?.users}
          query={users}
          emptyText="You have no users yet"
          columns={[{ header: 'User', cell: (user) => <UserChip user={user} size={36} /> }]}
        />
        <OverviewRecentList<Post>
          title="Recent Posts"
          viewAllTo={tabPath('posts')}
          rows={posts.data?.posts}
          query={posts}
          emptyText="No posts yet"
          columns={[
            coverAndTitle('Post', (post) => `/post/${post.slug}`),
            { header: 'Category', width: 110, cell: (post) => categoryLabel(post.category) },
          ]}
        />
        <OverviewRecentList<Story>
          title="Recent Narratives"
          viewAllTo={tabPath('allnarratives')}
          rows={narratives.data?.stories}
          query={narratives}
          emptyText="No approved narratives yet"
          columns={[
            coverAndTitle('Narrative', (story) => `/narrative/${story.slug}`),
            { header: 'Country', width: 130, cell: (story) => story.country },
          ]}
        />
        <OverviewRecentList<DashboardComment>
          title="Recent Comments"
          viewAllTo={tabPath('comments')}
          rows={comments.data?.comments}
          query={comments}
          emptyText="No comments yet"
          columns={[
            {
              header: 'Comment',
              cell: (comment) => (
                <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {comment.content}
                </Text>
              ),
            },
            {
              header: 'Likes',
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
          ]}
        />
      </SimpleGrid>
    </Stack>
  );
}
