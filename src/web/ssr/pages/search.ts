import { POST_SEARCH_PARAMETERS } from '#web/features/posts/use-post-search.ts';
import { categoryLabel } from '#web/lib/post-category.ts';
import { allPostsFeed, categoryFeed } from '../feeds.ts';
import { chosenCategory, collectionPage, loadPostPages } from '../post-lists.ts';
import { defineServerPage } from '../server-page.ts';

/** `/search`: the results of its query string; a category's search is that category's page. */
export const serverPage = defineServerPage({
  queryParameters: POST_SEARCH_PARAMETERS,
  load: loadPostPages,
  head: ({ searchParams, publicUrl }) => {
    const category = chosenCategory(searchParams);
    const title = category ? `${categoryLabel(category)} posts` : 'Search posts';
    const description = category
      ? `Posts about ${categoryLabel(category).toLowerCase()} on Hearth.`
      : 'Find posts on Hearth by the words in their title or content, their category and order.';
    // A category's list is a page of its own; other searches point at the plain search page.
    const path = category ? `/search?category=${encodeURIComponent(category)}` : '/search';
    return {
      title,
      description,
      path,
      feeds: category ? [allPostsFeed, categoryFeed(category)] : [allPostsFeed],
      structuredData: collectionPage(publicUrl, path, title, description),
    };
  },
});
