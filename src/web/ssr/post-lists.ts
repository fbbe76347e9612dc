import { POST_CATEGORIES } from '#contracts/posts.constants.ts';
import { postListQueryOptions } from '#web/features/posts/api.ts';
import { postSearchQueries } from '#web/features/posts/use-post-search.ts';
import { schemaOrg } from './structured-data.ts';
import { absolute, LOADED, type PageLoadContext } from './server-page.ts';

/** Every page of posts the address's filters show, as the list reads them (`/posts`, `/search`). */
export async function loadPostPages({ queryClient, searchParams }: PageLoadContext) {
  await Promise.all(
    postSearchQueries(searchParams).map((query) =>
      queryClient.prefetchQuery(postListQueryOptions(query)),
    ),
  );
  return LOADED;
}

/** The category the address filters by, if it names one besides "All". */
export function chosenCategory(searchParams: URLSearchParams): string | null {
  const category = searchParams.get('category') ?? '';
  const isCategory =
    category !== 'uncategorized' && (POST_CATEGORIES as readonly string[]).includes(category);
  return isCategory ? category : null;
}

export const collectionPage = (
  publicUrl: string,
  path: string,
  name: string,
  description: string,
) => schemaOrg('CollectionPage', { name, description, url: absolute(publicUrl, path) });
