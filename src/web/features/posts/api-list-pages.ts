import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { postListQueryOptions, type PostsQuery } from './api.ts';

/**
 * Several pages of one list, each its own cached query (the posts and search pages: a link with
 * startIndex=18 reads three). While new filters load, the old first page stays on screen.
 */
export function usePostPages(queries: PostsQuery[]) {
  return useQueries({
    queries: queries.map((query, index) => ({
      ...postListQueryOptions(query),
      placeholderData: index === 0 ? keepPreviousData : undefined,
    })),
  });
}
