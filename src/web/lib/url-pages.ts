/**
 * A list whose loaded pages are kept in the URL (`startIndex` = where the last loaded page
 * starts), so a reload, the back button or a shared link shows the same rows again.
 */

/** The start of the whole page holding the URL's `startIndex`, so pages never overlap. */
export function wholePageStart(startIndex: string | null, pageSize: number): number {
  const start = Number.parseInt(startIndex ?? '0', 10);
  return Number.isFinite(start) && start > 0 ? Math.floor(start / pageSize) * pageSize : 0;
}

/** Where each page up to and including the one at `lastStart` begins. */
export function pageStartsThrough(lastStart: number, pageSize: number): number[] {
  const starts: number[] = [];
  for (let start = 0; start <= lastStart; start += pageSize) starts.push(start);
  return starts;
}

/** The rows of the pages in order, up to the first page that has not arrived. */
export function arrivedRows<Page, Row>(
  pages: readonly { data?: Page }[],
  rowsOf: (page: Page) => readonly Row[],
): { rows: Row[]; arrivedPages: number } {
  const rows: Row[] = [];
  let arrivedPages = 0;
  for (const page of pages) {
    if (!page.data) break;
    rows.push(...rowsOf(page.data));
    arrivedPages += 1;
  }
  return { rows, arrivedPages };
}

/** What a list of URL pages shows: its rows, and how far its pages have come. */
export function urlPagesState<Page, Row>(
  pages: readonly {
    data?: Page;
    isError: boolean;
    error: unknown;
    isPlaceholderData: boolean;
    refetch: () => Promise<unknown>;
  }[],
  rowsOf: (page: Page) => readonly Row[],
  pageSize: number,
) {
  const { rows, arrivedPages } = arrivedRows(pages, rowsOf);
  const firstPage = pages[0];
  const lastPage = pages[pages.length - 1];
  return {
    rows,
    firstPage: firstPage?.data,
    isLoading: !firstPage?.data && !firstPage?.isError,
    isRefreshing: firstPage?.isPlaceholderData ?? false,
    error: pages.find((page) => page.isError)?.error ?? null,
    retry: () => pages.forEach((page) => page.isError && void page.refetch()),
    isLoadingMore: arrivedPages > 0 && arrivedPages < pages.length,
    /** The spec: Show more only while the last page came back full. */
    hasMore:
      arrivedPages === pages.length &&
      lastPage?.data !== undefined &&
      rowsOf(lastPage.data).length === pageSize,
  };
}
