import { POST_CATEGORIES } from '#contracts/posts.constants.ts';
import { postListQueryOptions } from '#web/features/posts/api.ts';
import { postSearchQueries } from '#web/features/posts/use-post-search.ts';
import { categoryLabel } from '#web/lib/post-category.ts';
import { allPostsFeed, categoryFeed } from '../feeds.ts';
import { schemaOrg } from '../structured-data.ts';
import { absolute, type PageLoadContext, type PageLoader } from './page-load.ts';

/** Every page of posts the address's filters show, as the list reads them. */
async function loadPostPages({ queryClient, searchParams }: PageLoadContext) {
  await Promise.all(
    postSearchQueries(searchParams).map((query) =>
      queryClient.prefetchQuery(postListQueryOptions(query)),
    ),
  );
}

/** The category the address filters by, if it names one besides "All". */
function chosenCategory(searchParams: URLSearchParams): string | null {
  const category = searchParams.get('category') ?? '';
  const isCategory =
    category !== 'uncategorized' && (POST_CATEGORIES as readonly string[]).includes(category);
  return isCategory ? category : null;
}

const collectionPage = (publicUrl: string, path: string, name: string, description: string) =>
  schemaOrg('CollectionPage', { name, description, url: absolute(publicUrl, path) });

const POSTS_DESCRIPTION =
  'Every published post on Hearth, most read first, with search, category and sort filters.';

/** `/posts`: the list as its query string filters it (most read first by default). */
export const loadPostsPage: PageLoader = async (context) => {
  await loadPostPages(context);
  return {
    meta: {
      title: 'Posts',
      description: POSTS_DESCRIPTION,
      path: '/posts',
      feeds: [allPostsFeed],
      structuredData: collectionPage(context.publicUrl, '/posts', 'Posts', POSTS_DESCRIPTION),
    },
  };
};

/** `/search`: the results of its query string; a category's search is that category's page. */
export const loadSearchPage: PageLoader = async (context) => {
  await loadPostPages(context);
  const category = chosenCategory(context.searchParams);
  const title = category ? `${categoryLabel(category)} posts` : 'Search posts';
  const description = category
    ? `Posts about ${categoryLabel(category).toLowerCase()} on Hearth.`
    : 'Find posts on Hearth by the words in their title or content, their category and order.';
  // A category's list is a page of its own; other searches point at the plain search page.
  const path = category ? `/search?category=${encodeURIComponent(category)}` : '/search';
  return {
    meta: {
      title,
      description,
      path,
      feeds: category ? [allPostsFeed, categoryFeed(category)] : [allPostsFeed],
      structuredData: collectionPage(context.publicUrl, path, title, description),
    },
  };
};
