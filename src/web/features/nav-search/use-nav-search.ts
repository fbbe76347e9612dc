import { useDebouncedValue } from '@mantine/hooks';
import { useNavSearchPosts, type Post } from '#web/features/posts/api.ts';
import { useUserSearch } from '#web/features/users/api.ts';

/** The spec's navigation search: more than 2 characters, 200 ms after the last key, 6 of each. */
export const NAV_SEARCH_MIN_LENGTH = 3;
export const NAV_SEARCH_DEBOUNCE_MS = 200;
export const NAV_SEARCH_RESULTS = 6;

const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** The full results page for a term. */
export const searchPagePath = (term: string) =>
  `/search?searchTerm=${encodeURIComponent(term.trim())}`;

/** Posts and people matching what is typed in the header's search box. */
export function useNavSearch(input: string) {
  const [debounced] = useDebouncedValue(input.trim(), NAV_SEARCH_DEBOUNCE_MS);
  const term = debounced.length >= NAV_SEARCH_MIN_LENGTH ? debounced : '';
  const isEnabled = term !== '';

  // Full-text search also finds word forms; the dropdown keeps posts that contain the term.
  const containsTerm = (post: Post) =>
    [post.title, plainText(post.content), post.category].some((field) =>
      field.toLowerCase().includes(term.toLowerCase()),
    );
  const posts = useNavSearchPosts(term, NAV_SEARCH_RESULTS, containsTerm, isEnabled);
  const users = useUserSearch(term, NAV_SEARCH_RESULTS, isEnabled);

  const trimmed = input.trim();
  return {
    /** Long enough to search (what was typed, before the debounce settles). */
    isLongEnough: trimmed.length >= NAV_SEARCH_MIN_LENGTH,
    isBlank: trimmed === '',
    /** The term the shown results belong to. */
    term,
    posts: isEnabled ? (posts.data ?? []) : [],
    users: isEnabled ? (users.data ?? []) : [],
    isLoading:
      trimmed.length >= NAV_SEARCH_MIN_LENGTH &&
      (trimmed !== debounced || posts.isFetching || users.isFetching),
    isError: posts.isError || users.isError,
  };
}

export type NavSearchResults = ReturnType<typeof useNavSearch>;
