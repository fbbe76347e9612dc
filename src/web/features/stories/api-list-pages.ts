import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { storyListQueryOptions, useViewerId, type StoriesQuery } from './api.ts';

/**
 * Several pages of the public list, each its own cached query (a link with startIndex=18 reads
 * three). While new filters load, the old first page stays on screen (dimmed), not a spinner.
 */
export function useStoryPages(queries: StoriesQuery[]) {
  const viewerId = useViewerId();
  return useQueries({
    queries: queries.map((query, index) => ({
      ...storyListQueryOptions(query, viewerId),
      placeholderData: index === 0 ? keepPreviousData : undefined,
    })),
  });
}
