import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { Page } from './api-cache.ts';

/** A list loaded a page at a time behind Show More, its rows flattened, with the list's total. */
export function usePagedList<T>(
  queryKey: QueryKey,
  pageSize: number,
  fetchPage: (startIndex: number, signal: AbortSignal) => Promise<{ items: T[]; total: number }>,
) {
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<Page<T>> => {
      const { items, total } = await fetchPage(pageParam, signal);
      return { items, total, isFull: items.length === pageSize };
    },
    getNextPageParam: (lastPage, pages) =>
      lastPage.isFull ? pages.reduce((count, page) => count + page.items.length, 0) : undefined,
  });
  const pages = query.data?.pages ?? [];
  return {
    query,
    items: pages.flatMap((page) => page.items),
    /** The first page's total, lowered as rows are decided here. */
    total: pages[0]?.total ?? 0,
  };
}
