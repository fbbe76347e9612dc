import { useSearchParams } from 'react-router';
import { NARRATIVE_CATEGORIES } from '#contracts/stories.constants.ts';
import { pageStartsThrough, urlPagesState, wholePageStart } from '#web/lib/url-pages.ts';
import { STORIES_PAGE_SIZE } from '#contracts/stories.constants.ts';
import type { StoriesQuery } from './api.ts';
import { useStoryPages } from './api-list-pages.ts';

/** The value of the category and country selects that means "no filter". */
export const ANY = 'all';

export interface StoryFilters {
  searchTerm: string;
  category: string;
  country: string;
  /** Where the last loaded page starts: a reload shows every page up to it again. */
  startIndex: number;
}

/** The query-string parameters the narrative list reads; any other leaves it unchanged. */
export const STORY_SEARCH_PARAMETERS = ['searchTerm', 'category', 'country', 'startIndex'] as const;

function readFilters(params: URLSearchParams): StoryFilters {
  const category = params.get('category') ?? '';
  return {
    searchTerm: (params.get('searchTerm') ?? '').trim(),
    category: (NARRATIVE_CATEGORIES as readonly string[]).includes(category) ? category : ANY,
    country: (params.get('country') ?? '').trim() || ANY,
    startIndex: wholePageStart(params.get('startIndex'), STORIES_PAGE_SIZE),
  };
}

/** The pages of narratives a list with these filters shows: every page up to `startIndex`. */
function listQueries(filters: StoryFilters): StoriesQuery[] {
  return pageStartsThrough(filters.startIndex, STORIES_PAGE_SIZE).map((startIndex) => ({
    searchTerm: filters.searchTerm || undefined,
    category: filters.category === ANY ? undefined : filters.category,
    country: filters.country === ANY ? undefined : filters.country,
    sort: 'desc',
    startIndex,
    limit: STORIES_PAGE_SIZE,
  }));
}

/** The queries /stories reads for an address's query string (the server's too). */
export const storySearchQueries = (params: URLSearchParams) => listQueries(readFilters(params));

/**
 * The narratives list state, kept in the URL (searchTerm, category, country, startIndex) so a
 * reload, the back button or a shared link shows the same narratives. Each page of 9 is its own
 * cached query: Show More fetches one page, and a link with startIndex=18 fetches three.
 */
export function useStorySearch() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);

  const pages = useStoryPages(listQueries(filters));

  const {
    rows: stories,
    firstPage,
    ...state
  } = urlPagesState(pages, (page) => page.stories, STORIES_PAGE_SIZE);

  /** Changes filters; any change starts again from the first page. */
  const update = (changes: Partial<Omit<StoryFilters, 'startIndex'>>) => {
    const next = { ...filters, ...changes };
    const search = new URLSearchParams();
    if (next.searchTerm) search.set('searchTerm', next.searchTerm);
    if (next.category !== ANY) search.set('category', next.category);
    if (next.country !== ANY) search.set('country', next.country);
    setParams(search);
  };

  const showMore = () => {
    const search = new URLSearchParams(params);
    search.set('startIndex', String(filters.startIndex + STORIES_PAGE_SIZE));
    setParams(search, { replace: true, preventScrollReset: true });
  };

  return {
    filters,
    stories,
    totalStories: firstPage?.totalStories ?? 0,
    ...state,
    hasFilters: filters.searchTerm !== '' || filters.category !== ANY || filters.country !== ANY,
    update,
    showMore,
    clearFilters: () => setParams(new URLSearchParams()),
  };
}
