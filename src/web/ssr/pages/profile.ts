import { isAuthor } from '#contracts/policies/actor.ts';
import {
  authorNarrativesQueryOptions,
  authorPostsQueryOptions,
  userByUsernameQueryOptions,
} from '#web/features/users/api.ts';
import { offersAuthorFeed } from '#web/features/users/author-feed.ts';
import { authorFeed } from '../feeds.ts';
import { schemaOrg } from '../structured-data.ts';
import { absolute, defineServerPage, describe, fetchOrMissing, NOT_FOUND } from '../server-page.ts';

/**
 * `/profile/{username}`: the public profile with the first page of the author's posts and of
 * their narratives; an author's page offers their posts' feed.
 */
export const serverPage = defineServerPage({
  load: async ({ queryClient, params }) => {
    const user = await fetchOrMissing(() =>
      queryClient.fetchQuery(userByUsernameQueryOptions(params.username ?? '', null)),
    );
    if (!user) return NOT_FOUND;
    const postsQuery = authorPostsQueryOptions(user._id);
    await Promise.all([
      queryClient.prefetchInfiniteQuery(postsQuery),
      queryClient.prefetchInfiniteQuery(authorNarrativesQueryOptions(user._id)),
    ]);
    const totalPosts = queryClient.getQueryData(postsQuery.queryKey)?.pages[0]?.totalPosts ?? 0;
    return { found: { user, totalPosts } };
  },
  head: ({ found: { user, totalPosts }, publicUrl, t, format }) => {
    const path = `/profile/${encodeURIComponent(user.username)}`;
    const description = user.bio
      ? describe(user.bio)
      : isAuthor(user)
        ? t('heads.profile.author', {
            username: user.username,
            count: user.followersCount,
            followers: format.count(user.followersCount),
          })
        : t('heads.profile.member', { username: user.username });
    return {
      title: user.username,
      description,
      path,
      image: user.profilePicture || undefined,
      type: 'profile',
      feeds: offersAuthorFeed(user, totalPosts) ? [authorFeed(t, user.username)] : [],
      structuredData: schemaOrg('ProfilePage', {
        url: absolute(publicUrl, path),
        dateCreated: user.createdAt,
        mainEntity: {
          '@type': 'Person',
          name: user.username,
          description: user.bio || undefined,
          image: user.profilePicture ? absolute(publicUrl, user.profilePicture) : undefined,
          url: absolute(publicUrl, path),
        },
      }),
    };
  },
});
