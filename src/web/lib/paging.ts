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
