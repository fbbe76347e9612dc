import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { PostResult, postPath, profilePath, UserResult } from './search-result.tsx';
import { searchPagePath, type NavSearchResults } from './use-nav-search.ts';

export interface SearchOption {
  /** Where choosing it leads. */
  path: string;
  group: 'Posts' | 'People' | null;
  key: string;
  content: ReactNode;
}

/** The dropdown's options in the order the arrow keys walk them: posts, people, "see all". */
export function searchOptions(results: NavSearchResults, input: string): SearchOption[] {
  const options: SearchOption[] = [
    ...results.posts.map((post) => ({
      path: postPath(post),
      group: 'Posts' as const,
      key: post._id,
      content: <PostResult post={post} />,
    })),
    ...results.users.map((user) => ({
      path: profilePath(user),
      group: 'People' as const,
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
          See all post results for “{input.trim()}” →
        </Text>
      ),
    });
  }
  return options;
}
