import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '#web/lib/api-client.ts';
import { usePosts } from '#web/features/posts/api.ts';
import { CardGrid, CardGridPlaceholders } from '#web/components/card-grid.tsx';
import { PostCard } from '#web/components/post-card.tsx';
import { PostCardSkeleton } from '#web/components/post-card-skeleton.tsx';
import { RecentSection } from '#web/components/recent-section.tsx';
import alert from '#web/components/ui/alert.module.css';
import { Button } from '#web/components/ui/button.tsx';
import text from '#web/components/ui/text.module.css';
import { useMessages } from '#web/i18n/use-messages.ts';
import classes from './recent-posts.module.css';

export const RECENT_POSTS = 6;

/** The 6 newest posts and a View All Posts link. */
export function RecentPosts() {
  const t = useMessages('site');
  const recent = usePosts({ sort: 'desc', limit: RECENT_POSTS });
  const posts = recent.data?.posts.slice(0, RECENT_POSTS) ?? [];

  return (
    <RecentSection
      id="recent-posts-title"
      title={t('site.recentPosts.title')}
      subtitle={t('site.recentPosts.subtitle')}
      viewAll={{ to: '/posts', label: t('site.recentPosts.viewAll') }}
      padBottom
    >
      {recent.isPending ? (
        <CardGridPlaceholders
          count={RECENT_POSTS}
          placeholder={(index) => <PostCardSkeleton key={index} />}
        />
      ) : recent.isError ? (
        <div className={alert.alert} role="alert">
          <IconAlertCircle className={alert.icon} size={20} aria-hidden="true" />
          <div className={alert.body}>
            <p className={text.sm}>{errorMessage(recent.error, t('site.recentPosts.failed'))}</p>
            <Button size="xs" variant="default" onClick={() => void recent.refetch()}>
              {t('site.tryAgain')}
            </Button>
          </div>
        </div>
      ) : posts.length === 0 ? (
        <p className={`${text.md} ${text.dimmed} ${classes.empty}`}>
          {t('site.recentPosts.empty')}
        </p>
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
