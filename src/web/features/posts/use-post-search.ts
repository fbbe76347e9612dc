import { useSearchParams } from 'react-router';
import type { PostSort } from '#contracts/posts.ts';
import { POST_CATEGORIES, POST_SORTS, POSTS_PAGE_SIZE } from '#contracts/posts.constants.ts';
import { pageStartsThrough, urlPagesState, wholePageStart } from '#web/lib/url-pages.ts';
import type { PostsQuery } from './api.ts';
import { usePostPages } from './api-list-pages.ts';

/** The value of the category select that means "no category filter" (shown as All). */
export const ALL_CATEGORIES = 'all';
export const DEFAULT_SORT: PostSort = 'views';

export interface PostFilters {
  searchTerm: string;
  sort: PostSort;
  /** A category, or `all`; `uncategorized` in a link also means All (the spec shows it so). */
  category: string;
  /** Where the last loaded page starts: a reload shows every page up to it again. */
  startIndex: number;
}

/** The query-string parameters a post list reads; any other parameter leaves it unchanged. */
export const POST_SEARCH_PARAMETERS = ['searchTerm', 'sort', 'category', 'startIndex'] as const;

const isSort = (value: string | null): value is PostSort =>
  (POST_SORTS as readonly string[]).includes(value ?? '');

function readFilters(params: URLSearchParams): PostFilters {
  const category = params.get('category') ?? '';
  const sort = params.get('sort');
  return {
    searchTerm: (params.get('searchTerm') ?? '').trim(),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    category:
      category !== 'uncategorized' && (POST_CATEGORIES as readonly string[]).includes(category)
        ? category
        : ALL_CATEGORIES,
    startIndex: wholePageStart(params.get('startIndex'), POSTS_PAGE_SIZE),
  };
}

/** The pages of posts a list with these filters shows: every page up to `startIndex`. */
function listQueries(filters: PostFilters): PostsQuery[] {
  return pageStartsThrough(filters.startIndex, POSTS_PAGE_SIZE).map((startIndex) => ({
    searchTerm: filters.searchTerm || undefined,
    sort: filters.sort,
    category: filters.category === ALL_CATEGORIES ? undefined : filters.category,
    startIndex,
    limit: POSTS_PAGE_SIZE,
  }));
}

/** The queries /posts and /search read for an address's query string (the server's too). */
export const postSearchQueries = (params: URLSearchParams) => listQueries(readFilters(params));

/**
 * The posts list and search state, kept in the URL (searchTerm, sort, category, startIndex) so
 * that a reload, the back button or a shared link shows the same results. Each page of 9 is its
 * own cached query: Show more fetches one page, and a link with startIndex=18 fetches three.
 */
export function usePostSearch() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);

  const pages = usePostPages(listQueries(filters));

  const {
    rows: posts,
    firstPage,
    ...state
  } = urlPagesState(pages, (page) => page.posts, POSTS_PAGE_SIZE);

  /** Changes filters; any change of filter starts again from the first page. */
  const update = (changes: Partial<Omit<PostFilters, 'startIndex'>>) => {
    const next = { ...filters, ...changes };
    const search = new URLSearchParams();
    if (next.searchTerm) search.set('searchTerm', next.searchTerm);
    search.set('sort', next.sort);
    if (next.category !== ALL_CATEGORIES) search.set('category', next.category);
    setParams(search);
  };

  const showMore = () => {
    const search = new URLSearchParams(params);
    search.set('sort', filters.sort);
    search.set('startIndex', String(filters.startIndex + POSTS_PAGE_SIZE));
    setParams(search, { replace: true, preventScrollReset: true });
  };

  const removeFilters = () => setParams(new URLSearchParams({ sort: DEFAULT_SORT }));

  return {
    filters,
    posts,
    totalPosts: firstPage?.totalPosts ?? 0,
    ...state,
    hasFilters:
      filters.searchTerm !== '' ||
      filters.category !== ALL_CATEGORIES ||
      filters.sort !== DEFAULT_SORT,
    update,
    showMore,
    removeFilters,
  };
}
