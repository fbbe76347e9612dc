import { mostReadQueryOptions, postListQueryOptions } from '#web/features/posts/api.ts';
import { MOST_READ_COUNT } from '#web/features/site/most-read-carousel.tsx';
import { RECENT_POSTS } from '#web/features/site/recent-posts.tsx';
import { storyListQueryOptions } from '#web/features/stories/api.ts';
import { RECENT_NARRATIVES } from '#web/features/stories/recent-narratives.tsx';
import { allPostsFeed } from '../feeds.ts';
import { schemaOrg } from '../structured-data.ts';
import { absolute, defineServerPage, LOADED } from '../server-page.ts';

/** `/`: the newest posts, the most read ones and the newest narratives. */
export const serverPage = defineServerPage({
  load: async ({ queryClient }) => {
    await Promise.all([
      queryClient.prefetchQuery(postListQueryOptions({ sort: 'desc', limit: RECENT_POSTS })),
      queryClient.prefetchQuery(mostReadQueryOptions(MOST_READ_COUNT)),
      queryClient.prefetchQuery(
        storyListQueryOptions({ sort: 'desc', limit: RECENT_NARRATIVES }, null),
      ),
    ]);
    return LOADED;
  },
  head: ({ publicUrl, t }) => ({
    description: t('heads.home.description'),
    path: '/',
    feeds: [allPostsFeed(t)],
    structuredData: schemaOrg('WebSite', {
      name: 'Hearth',
      url: absolute(publicUrl, '/'),
      description: t('heads.home.description'),
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: absolute(publicUrl, '/search?searchTerm={search_term_string}'),
        },
        'query-input': 'required name=search_term_string',
      },
    }),
  }),
});
