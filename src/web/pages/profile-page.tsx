import { Text } from '@mantine/core';
import type { PublicUser } from '#contracts/users.ts';
import { PagedCardSection } from '#web/components/lists/paged-card-section.tsx';
import { PostCard } from '#web/components/post-card.tsx';
import { NarrativeCard } from '#web/features/stories/narrative-card.tsx';
import { useAuthorNarrativeList, useAuthorPostList } from '#web/features/users/api.ts';
import { ProfileView } from '#web/features/users/profile-view.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

/** The author's published posts and approved narratives, newest first, each read a page at a time. */
function AuthorWork({ user }: { user: PublicUser }) {
  const t = useMessages('users');
  const posts = useAuthorPostList(user._id);
  const narratives = useAuthorNarrativeList(user._id);
  const postItems = posts.data?.pages.flatMap((page) => page.posts) ?? [];
  const narrativeItems = narratives.data?.pages.flatMap((page) => page.stories) ?? [];
  const isEmpty =
    posts.isSuccess && narratives.isSuccess && postItems.length + narrativeItems.length === 0;

  return (
    <>
      <PagedCardSection
        id="author-posts"
        title={t('users.profile.posts')}
        query={posts}
        items={postItems}
        total={posts.data?.pages[0]?.totalPosts ?? 0}
        countText={(shown, total) => t('users.profile.postCount', { shown, total })}
        loadingLabel={t('users.profile.loadingPosts')}
        failureMessage={t('users.profile.postsFailed')}
        loadMoreLabel={t('users.profile.morePosts')}
        renderItem={(post) => <PostCard key={post._id} post={post} />}
      />
      <PagedCardSection
        id="author-narratives"
        title={t('users.profile.narratives')}
        query={narratives}
        items={narrativeItems}
        total={narratives.data?.pages[0]?.totalStories ?? 0}
        countText={(shown, total) => t('users.profile.narrativeCount', { shown, total })}
        loadingLabel={t('users.profile.loadingNarratives')}
        failureMessage={t('users.profile.narrativesFailed')}
        loadMoreLabel={t('users.profile.moreNarratives')}
        renderItem={(story) => <NarrativeCard key={story._id} story={story} />}
      />
      {isEmpty && (
        <Text role="status" ta="center" c="dimmed">
          {t('users.profile.nothingYet', { username: user.username })}
        </Text>
      )}
    </>
  );
}

/** `/profile/{username}`: who the author is, then what they have published. */
export function ProfilePage() {
  return <ProfileView renderWork={(user) => <AuthorWork user={user} />} />;
}
