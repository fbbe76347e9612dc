import { describe, expect, it } from 'vitest';
import { arrivedRows, pageStartsThrough, urlPagesState, wholePageStart } from './url-pages.ts';

describe('a list whose pages are kept in the URL', () => {
  it.each([
    [null, 0],
    ['0', 0],
    ['9', 9],
    ['13', 9],
    ['-9', 0],
    ['many', 0],
  ])('startIndex=%s starts the page at %i, so pages never overlap', (startIndex, start) => {
    expect(wholePageStart(startIndex, 9)).toBe(start);
  });

  it('a link with startIndex=18 loads the three pages up to it again', () => {
    expect(pageStartsThrough(18, 9)).toEqual([0, 9, 18]);
    expect(pageStartsThrough(0, 9)).toEqual([0]);
  });

  it('shows the pages in order, up to the first that has not arrived', () => {
    const pages = [{ data: { rows: [1, 2] } }, { data: undefined }, { data: { rows: [5] } }];
    expect(arrivedRows(pages, (page) => page.rows)).toEqual({ rows: [1, 2], arrivedPages: 1 });
  });

  it('offers more only once every page has arrived and the last came back full', () => {
    const page = (rows?: number[], isError = false) => ({
      data: rows && { rows },
      isError,
      error: isError ? new Error('down') : null,
      isPlaceholderData: false,
      refetch: () => Promise.resolve(),
    });
    const state = (pages: ReturnType<typeof page>[]) =>
      urlPagesState(pages, (each) => each.rows, 2);
    expect(state([page([1, 2]), page([3, 4])])).toMatchObject({
      hasMore: true,
      isLoadingMore: false,
    });
    expect(state([page([1, 2]), page([3])])).toMatchObject({ hasMore: false });
    expect(state([page([1, 2]), page()])).toMatchObject({ hasMore: false, isLoadingMore: true });
    expect(state([page()])).toMatchObject({ isLoading: true, rows: [] });
    expect(state([page(undefined, true)])).toMatchObject({
      isLoading: false,
      error: new Error('down'),
    });
  });
});
