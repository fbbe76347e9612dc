import { POST_SEARCH_PARAMETERS } from '#web/features/posts/use-post-search.ts';
import { allPostsFeed } from '../feeds.ts';
import { collectionPage, loadPostPages } from '../post-lists.ts';
import { defineServerPage } from '../server-page.ts';

const DESCRIPTION =
  'Every published post on Hearth, most read first, with search, category and sort filters.';

/** `/posts`: the list as its query string filters it (most read first by default). */
export const serverPage = defineServerPage({
  queryParameters: POST_SEARCH_PARAMETERS,
  load: loadPostPages,
  head: ({ publicUrl }) => ({
    title: 'Posts',
    description: DESCRIPTION,
    path: '/posts',
    feeds: [allPostsFeed],
    structuredData: collectionPage(publicUrl, '/posts', 'Posts', DESCRIPTION),
  }),
});
