import { POST_SEARCH_PARAMETERS } from '#web/features/posts/use-post-search.ts';
import { categoryLabel } from '#web/lib/post-category.ts';
import { allPostsFeed, categoryFeed } from '../feeds.ts';
import { chosenCategory, collectionPage, loadPostPages } from '../post-lists.ts';
import type { PostCategory } from '#contracts/posts.constants.ts';
import { defineServerPage, type PageHeadContext } from '../server-page.ts';

/** A category's name in the page's language (the shell's), as the page's filter shows it. */
function categoryName(t: PageHeadContext<unknown>['t'], category: string) {
  const id = `shell.postCategory.${category as PostCategory}` as const;
  const name = t(id);
  return name === id ? categoryLabel(category) : name;
}

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
      feeds: category ? [allPostsFeed, categoryFeed(category)] : [allPostsFeed],
      structuredData: collectionPage(publicUrl, path, title, description),
    };
  },
});
