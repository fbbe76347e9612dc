import type { NavSearchResults } from './use-nav-search.ts';

export const TYPE_MORE_HINT = 'Type at least 3 characters to search';

/** What the results area says when it has no list to show; null when it has one. */
export function statusText(results: NavSearchResults): string | null {
  if (results.isBlank) return null;
  if (!results.isLongEnough) return TYPE_MORE_HINT;
  if (results.isError) return 'Search is unavailable right now. Please try again.';
  if (results.isLoading && results.posts.length + results.users.length === 0) return 'Searching…';
  if (results.posts.length + results.users.length === 0) return 'No posts or people match.';
  return null;
}

/**
 * How many posts and people were found, for screen readers once a search has settled; empty
 * while typing or loading, so each keystroke is not announced.
 */
export function resultCountText(results: NavSearchResults): string {
  if (!results.isLongEnough || results.isLoading) return '';
  if (results.isError) return 'Search is unavailable right now.';
  const count = results.posts.length + results.users.length;
  if (count === 0) return 'No results';
  return count === 1 ? '1 result' : `${count} results`;
}
