import { Skeleton, Title } from '@mantine/core';
import { usePosts } from './api.ts';
import { CardGrid } from '#web/components/card-grid.tsx';
import { PostCard } from '#web/components/post-card.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

export const OTHER_RECENT_POSTS = 3;

/** The 3 newest posts other than the one being read; nothing when there are none. */
export function OtherRecentPosts({ excludeId }: { excludeId: string }) {
  const t = useMessages('posts');
  const recent = usePosts({ sort: 'desc', limit: OTHER_RECENT_POSTS + 1 });
  const posts = (recent.data?.posts ?? [])
    .filter((post) => post._id !== excludeId)
    .slice(0, OTHER_RECENT_POSTS);
  if (recent.isError || (recent.data && posts.length === 0)) return null;

  return (
    <section aria-labelledby="other-recent-posts-title">
      <Title order={2} id="other-recent-posts-title" size="h3" mb="md">
        {t('posts.page.recentPosts')}
      </Title>
      <CardGrid>
        {recent.isPending
          ? Array.from({ length: OTHER_RECENT_POSTS }, (_, index) => (
              <Skeleton key={index} height={320} radius="lg" />
            ))
          : posts.map((post) => <PostCard key={post._id} post={post} headingOrder={3} />)}
      </CardGrid>
    </section>
  );
}
