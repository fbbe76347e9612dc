import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '#web/lib/api-client.ts';
import { usePosts } from '#web/features/posts/api.ts';
import { CardGrid, CardGridPlaceholders } from '#web/components/card-grid.tsx';
import { PostCard } from '#web/components/post-card.tsx';
import { PostCardSkeleton } from '#web/components/post-card-skeleton.tsx';
import { RecentSection } from '#web/components/recent-section.tsx';

export const RECENT_POSTS = 6;

/** The 6 newest posts and a View All Posts link. */
export function RecentPosts() {
  const recent = usePosts({ sort: 'desc', limit: RECENT_POSTS });
  const posts = recent.data?.posts.slice(0, RECENT_POSTS) ?? [];

  return (
    <RecentSection
      title="Recent Posts"
      subtitle="Fresh from our publishers."
      viewAll={{ to: '/posts', label: 'View All Posts' }}
      padBottom
    >
      {recent.isPending ? (
        <CardGridPlaceholders
          count={RECENT_POSTS}
          placeholder={(index) => <PostCardSkeleton key={index} />}
        />
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
        <CardGrid>
          {posts.map((post, index) => (
            // The first card's image is the largest thing a phone shows on arrival.
            <PostCard key={post._id} post={post} priority={index === 0} />
          ))}
        </CardGrid>
      )}
    </RecentSection>
  );
}
