import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { PostResult, postPath, profilePath, UserResult } from './search-result.tsx';
import { searchPagePath, type NavSearchResults } from './use-nav-search.ts';
import type { Translate } from '#web/i18n/use-messages.ts';

export interface SearchOption {
  /** Where choosing it leads. */
  path: string;
  group: 'posts' | 'people' | null;
  key: string;
  content: ReactNode;
}

/** The dropdown's options in the order the arrow keys walk them: posts, people, "see all". */
export function searchOptions(
  results: NavSearchResults,
  input: string,
  t: Translate<'navSearch'>,
): SearchOption[] {
  const options: SearchOption[] = [
    ...results.posts.map((post) => ({
      path: postPath(post),
      group: 'posts' as const,
      key: post._id,
      content: <PostResult post={post} />,
    })),
    ...results.users.map((user) => ({
      path: profilePath(user),
      group: 'people' as const,
      key: user._id,
      content: <UserResult user={user} />,
    })),
  ];
  const hasResults = options.length > 0;
  if (results.isLongEnough && (hasResults || !results.isLoading)) {
    options.push({
      path: searchPagePath(input),
      group: null,
      key: 'all',
      content: (
        <Text size="sm" fw={600} component="span">
          {t('navSearch.seeAllArrow', { term: input.trim() })}
        </Text>
      ),
    });
  }
  return options;
}
