import { Stack, Title } from '@mantine/core';
import { useAuthorPosts } from './api.ts';
import { CardGrid } from '#web/components/card-grid.tsx';
import { PostCard } from '#web/components/post-card.tsx';
import { ShowMorePages } from '#web/components/lists/show-more-button.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

const PAGE_SIZE = 6;

/** The profile tab's grid of the user's own posts, six at a time; absent until there are any. */
export function OwnPostsGrid({ userId }: { userId: string }) {
  const t = useMessages('dashboard');
  const posts = useAuthorPosts(userId, PAGE_SIZE);
  const loaded = posts.data?.pages.flatMap((page) => page.posts) ?? [];
  if (loaded.length === 0) return null;

  return (
    <Stack gap="md" component="section" aria-labelledby="own-posts-heading">
      <Title order={2} size="h3" id="own-posts-heading">
        {t('dashboard.ownPosts.title')}
      </Title>
      <CardGrid>
        {loaded.map((post) => (
          <PostCard key={post._id} post={post} />
        ))}
      </CardGrid>
      <ShowMorePages query={posts} />
    </Stack>
  );
}
