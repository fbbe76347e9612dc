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
