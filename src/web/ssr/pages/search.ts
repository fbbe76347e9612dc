import { POST_SEARCH_PARAMETERS } from '#web/features/posts/use-post-search.ts';
import { allPostsFeed, categoryFeed, categoryName } from '../feeds.ts';
import { chosenCategory, collectionPage, loadPostPages } from '../post-lists.ts';
import { defineServerPage } from '../server-page.ts';

/** `/search`: the results of its query string; a category's search is that category's page. */
export const serverPage = defineServerPage({
  queryParameters: POST_SEARCH_PARAMETERS,
  load: loadPostPages,
  head: ({ searchParams, publicUrl, t }) => {
    const category = chosenCategory(searchParams);
    const title = category
      ? t('heads.search.categoryTitle', { category: categoryName(t, category) })
      : t('heads.search.title');
    const description = category
      ? t('heads.search.categoryDescription', {
          category: categoryName(t, category),
          topic: categoryName(t, category).toLowerCase(),
        })
      : t('heads.search.description');
    // A category's list is a page of its own; other searches point at the plain search page.
    const path = category ? `/search?category=${encodeURIComponent(category)}` : '/search';
    return {
      title,
      description,
      path,
      feeds: category ? [allPostsFeed(t), categoryFeed(t, category)] : [allPostsFeed(t)],
      structuredData: collectionPage(publicUrl, path, title, description),
    };
  },
});
