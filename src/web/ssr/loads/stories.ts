import { storyCountriesQueryOptions, storyListQueryOptions } from '#web/features/stories/api.ts';
import { storySearchQueries } from '#web/features/stories/use-story-search.ts';
import { narrativesFeed } from '../feeds.ts';
import { schemaOrg } from '../structured-data.ts';
import { absolute, type PageLoader } from './page-load.ts';

const DESCRIPTION =
  'Help requests shared by the Hearth community. Read them, and reach out directly to the people who shared them.';

/** `/stories`: the narratives its query string filters, and the country filter's countries. */
export const loadStoriesPage: PageLoader = async ({ queryClient, searchParams, publicUrl }) => {
  await Promise.all([
    queryClient.prefetchQuery(storyCountriesQueryOptions),
    ...storySearchQueries(searchParams).map((query) =>
      queryClient.prefetchQuery(storyListQueryOptions(query, null)),
    ),
  ]);
  return {
    meta: {
      title: 'Narratives',
      description: DESCRIPTION,
      path: '/stories',
      feeds: [narrativesFeed],
      structuredData: schemaOrg('CollectionPage', {
        name: 'Narratives',
        description: DESCRIPTION,
        url: absolute(publicUrl, '/stories'),
      }),
    },
  };
};
