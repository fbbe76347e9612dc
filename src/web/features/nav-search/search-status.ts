import type { Translate } from '#web/i18n/use-messages.ts';
import { NAV_SEARCH_MIN_LENGTH, type NavSearchResults } from './use-nav-search.ts';

/** "Type at least 3 characters to search". */
export const typeMoreHint = (t: Translate<'navSearch'>) =>
  t('navSearch.typeMore', { count: NAV_SEARCH_MIN_LENGTH });

/** What the results area says when it has no list to show; null when it has one. */
export function statusText(t: Translate<'navSearch'>, results: NavSearchResults): string | null {
  if (results.isBlank) return null;
  if (!results.isLongEnough) return typeMoreHint(t);
  if (results.isError) return t('navSearch.unavailableRetry');
  if (results.isLoading && results.posts.length + results.users.length === 0) {
    return t('navSearch.searching');
  }
  if (results.posts.length + results.users.length === 0) return t('navSearch.noMatch');
  return null;
}

/**
 * How many posts and people were found, for screen readers once a search has settled; empty
 * while typing or loading, so each keystroke is not announced.
 */
export function resultCountText(t: Translate<'navSearch'>, results: NavSearchResults): string {
  if (!results.isLongEnough || results.isLoading) return '';
  if (results.isError) return t('navSearch.unavailable');
  return t('navSearch.results', { count: results.posts.length + results.users.length });
}
