import { userByUsernameQueryOptions } from '#web/features/users/api.ts';
import { authorFeed } from '../feeds.ts';
import { schemaOrg } from '../structured-data.ts';
import { absolute, fetchOrMissing, NOT_FOUND, type PageLoader } from './page-load.ts';

/** `/profile/{username}`: the public profile; an author's page offers their posts' feed. */
export const loadProfilePage: PageLoader = async ({ queryClient, params, publicUrl }) => {
  const user = await fetchOrMissing(() =>
    queryClient.fetchQuery(userByUsernameQueryOptions(params.username ?? '', null)),
  );
  if (!user) return NOT_FOUND;
  const isAuthor = user.isAdmin || user.isPublisher;
  const path = `/profile/${encodeURIComponent(user.username)}`;
  const description = isAuthor
    ? `${user.username} writes on Hearth: ${user.followersCount.toLocaleString('en-US')} followers.`
    : `${user.username} is a member of Hearth.`;
  return {
    meta: {
      title: user.username,
      description,
      path,
      image: user.profilePicture || undefined,
      type: 'profile',
      feeds: isAuthor ? [authorFeed(user.username)] : [],
      structuredData: schemaOrg('ProfilePage', {
        url: absolute(publicUrl, path),
        dateCreated: user.createdAt,
        mainEntity: {
          '@type': 'Person',
          name: user.username,
          image: user.profilePicture ? absolute(publicUrl, user.profilePicture) : undefined,
          url: absolute(publicUrl, path),
        },
      }),
    },
  };
};
