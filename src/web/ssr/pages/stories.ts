import { storyCountriesQueryOptions, storyListQueryOptions } from '#web/features/stories/api.ts';
import {
  STORY_SEARCH_PARAMETERS,
  storySearchQueries,
} from '#web/features/stories/use-story-search.ts';
import { narrativesFeed } from '../feeds.ts';
import { schemaOrg } from '../structured-data.ts';
import { absolute, defineServerPage, LOADED } from '../server-page.ts';

/** `/stories`: the narratives its query string filters, and the country filter's countries. */
export const serverPage = defineServerPage({
  queryParameters: STORY_SEARCH_PARAMETERS,
  load: async ({ queryClient, searchParams }) => {
    await Promise.all([
      queryClient.prefetchQuery(storyCountriesQueryOptions),
      ...storySearchQueries(searchParams).map((query) =>
        queryClient.prefetchQuery(storyListQueryOptions(query, null)),
      ),
    ]);
    return LOADED;
  },
  head: ({ publicUrl, t }) => {
    const title = t('heads.stories.title');
    const description = t('heads.stories.description');
    return {
      title,
      description,
      path: '/stories',
      feeds: [narrativesFeed(t)],
      structuredData: schemaOrg('CollectionPage', {
        name: title,
        description,
        url: absolute(publicUrl, '/stories'),
      }),
    };
  },
});
