import { Alert, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage } from '#web/api/client.ts';
import { usePosts } from '#web/api/posts.ts';
import { PostCard, POST_GRID_COLS } from '#web/components/post-card.tsx';
import { PostCardSkeleton } from '#web/components/post-card-skeleton.tsx';

export const RECENT_POSTS = 6;

/** The 6 newest posts and a View All Posts link. */
export function RecentPosts() {
  const recent = usePosts({ sort: 'desc', limit: RECENT_POSTS });
  const posts = recent.data?.posts.slice(0, RECENT_POSTS) ?? [];

  return (
    <Container
      size="lg"
      component="section"
      aria-labelledby="recent-posts-title"
      py={{ base: 48, sm: 72 }}
    >
      <Group justify="space-between" align="flex-end" mb="xl" gap="md">
        <Stack gap={4}>
          <Title order={2} id="recent-posts-title">
            Recent Posts
          </Title>
          <Text c="dimmed">Fresh from our publishers.</Text>
        </Stack>
        <Button
          component={Link}
          to="/posts"
          variant="subtle"
          rightSection={<IconArrowRight size={16} aria-hidden="true" />}
        >
          View All Posts
        </Button>
      </Group>

      {recent.isPending ? (
        <SimpleGrid cols={POST_GRID_COLS} spacing="lg">
          {Array.from({ length: RECENT_POSTS }, (_, index) => (
            <PostCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      ) : recent.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(recent.error, 'Failed to fetch posts')}</Text>
            <Button size="xs" variant="default" onClick={() => void recent.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : posts.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No posts yet. The first stories are on their way.
        </Text>
      ) : (
        <SimpleGrid cols={POST_GRID_COLS} spacing="lg">
          {posts.map((post) => (
            <PostCard key={post._id} post={post} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
