import { POST_SEARCH_PARAMETERS } from '#web/features/posts/use-post-search.ts';
import { allPostsFeed } from '../feeds.ts';
import { collectionPage, loadPostPages } from '../post-lists.ts';
import { defineServerPage } from '../server-page.ts';

/** `/posts`: the list as its query string filters it (most read first by default). */
export const serverPage = defineServerPage({
  queryParameters: POST_SEARCH_PARAMETERS,
  load: loadPostPages,
  head: ({ publicUrl, t }) => {
    const title = t('heads.posts.title');
    const description = t('heads.posts.description');
    return {
      title,
      description,
      path: '/posts',
      feeds: [allPostsFeed(t)],
      structuredData: collectionPage(publicUrl, '/posts', title, description),
    };
  },
});
