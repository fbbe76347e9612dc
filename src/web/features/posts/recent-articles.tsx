import { Skeleton, Title } from '@mantine/core';
import { usePosts } from './api.ts';
import { CardGrid } from '#web/components/card-grid.tsx';
import { PostCard } from '#web/components/post-card.tsx';

export const RECENT_ARTICLES = 3;

/** The 3 newest articles other than the one being read; nothing when there are none. */
export function RecentArticles({ excludeId }: { excludeId: string }) {
  const recent = usePosts({ sort: 'desc', limit: RECENT_ARTICLES + 1 });
  const posts = (recent.data?.posts ?? [])
    .filter((post) => post._id !== excludeId)
    .slice(0, RECENT_ARTICLES);
  if (recent.isError || (recent.data && posts.length === 0)) return null;

  return (
    <section aria-labelledby="recent-articles-title">
      <Title order={2} id="recent-articles-title" size="h3" mb="md">
        Recent articles
      </Title>
      <CardGrid>
        {recent.isPending
          ? Array.from({ length: RECENT_ARTICLES }, (_, index) => (
              <Skeleton key={index} height={320} radius="lg" />
            ))
          : posts.map((post) => <PostCard key={post._id} post={post} headingOrder={3} />)}
      </CardGrid>
    </section>
  );
}
