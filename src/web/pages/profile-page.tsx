import { Box, Text } from '@mantine/core';
import { isAuthor } from '#contracts/policies/actor.ts';
import { EmailSubscribePanel } from '#web/components/email-subscribe-panel.tsx';
import { useSubscribeByEmail } from '#web/features/notifications/api.ts';
import { LinkedMessage } from '#web/features/notifications/preferences-link.tsx';
import { useAppStore } from '#web/state/app-store.ts';
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

/**
 * How a reader gets the author's new posts by e-mail: a visitor subscribes with an address, a
 * member follows and chooses e-mail for new posts in their settings.
 */
function AuthorByEmail({ user }: { user: PublicUser }) {
  const t = useMessages('notifications');
  const viewerId = useAppStore((state) => state.currentUser?._id ?? null);
  const subscribe = useSubscribeByEmail();
  if (!isAuthor(user) || user._id === viewerId) return null;
  if (viewerId) {
    return (
      <Text size="sm" c="dimmed" ta="center" mt="md">
        <LinkedMessage
          id="notifications.choices.subscribe.member"
          values={{ author: user.username }}
        />
      </Text>
    );
  }
  return (
    <Box mt="lg">
      <EmailSubscribePanel
        target={{ authorId: user._id }}
        title={t('notifications.choices.subscribe.authorTitle')}
        intro={t('notifications.choices.subscribe.authorIntro', { author: user.username })}
        request={subscribe}
      />
    </Box>
  );
}

/** `/profile/{username}`: who the author is, then what they have published. */
export function ProfilePage() {
  return (
    <ProfileView
      renderAside={(user) => <AuthorByEmail user={user} />}
      renderWork={(user) => <AuthorWork user={user} />}
    />
  );
}
