import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * `getNextPageParam` of a list read `pageSize` rows at a time from a `startIndex`: the next
 * start while the loaded rows are fewer than the total; with `untilShortPage`, only after a full
 * page too (a short one is the last).
 */
export function nextStartIndex<Page>(
  pageSize: number,
  rowsOf: (page: Page) => readonly unknown[],
  totalOf: (page: Page) => number,
  { untilShortPage = false } = {},
) {
  return (lastPage: Page, pages: Page[], lastPageParam: number) => {
    if (untilShortPage && rowsOf(lastPage).length !== pageSize) return undefined;
    const loaded = pages.reduce((sum, page) => sum + rowsOf(page).length, 0);
    return loaded < totalOf(lastPage) ? lastPageParam + pageSize : undefined;
  };
}

/**
 * The infinite query of such a list (show more): `fetchPage` reads the rows from a start,
 * `rowsOf` and `totalOf` tell how many are loaded and how many there are.
 */
export function startIndexPages<Page, Key extends QueryKey>({
  queryKey,
  pageSize,
  fetchPage,
  rowsOf,
  totalOf,
  untilShortPage = false,
}: {
  queryKey: Key;
  pageSize: number;
  fetchPage: (page: { startIndex: number; limit: number }, signal: AbortSignal) => Promise<Page>;
  rowsOf: (page: Page) => readonly unknown[];
  totalOf: (page: Page) => number;
  untilShortPage?: boolean;
}) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      fetchPage({ startIndex: pageParam, limit: pageSize }, signal),
    getNextPageParam: nextStartIndex(pageSize, rowsOf, totalOf, { untilShortPage }),
  });
}
