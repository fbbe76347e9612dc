import { describe, expect, it } from 'vitest';
import { nextStartIndex, startIndexPages } from './paging.ts';

type Page = { rows: number[]; total: number };
const page = (count: number, total: number): Page => ({
  rows: Array.from({ length: count }, (_, index) => index),
  total,
});
const next = (options?: { untilShortPage: boolean }) =>
  nextStartIndex(
    3,
    (each: Page) => each.rows,
    (each) => each.total,
    options,
  );

describe('the next page of an offset-paged list', () => {
  it.each([
    { pages: [page(3, 7)], lastStart: 0, expected: 3, what: 'a first full page of more' },
    { pages: [page(3, 7), page(3, 7)], lastStart: 3, expected: 6, what: 'a second of more' },
    { pages: [page(3, 6), page(3, 6)], lastStart: 3, expected: undefined, what: 'all loaded' },
    { pages: [page(2, 2)], lastStart: 0, expected: undefined, what: 'one short page' },
  ])('starts after the last page while rows remain: $what', ({ pages, lastStart, expected }) => {
    expect(next()(pages.at(-1)!, pages, lastStart)).toBe(expected);
  });

  it('with untilShortPage, stops at a short page even when the total says more', () => {
    const pages = [page(3, 9), page(2, 9)];
    expect(next({ untilShortPage: true })(pages[1]!, pages, 3)).toBeUndefined();
    expect(next()(pages[1]!, pages, 3)).toBe(6);
  });
});

describe('the infinite query of an offset-paged list', () => {
  it('reads each page from its start, pageSize rows, and knows the next start', async () => {
    const asked: unknown[] = [];
    const options = startIndexPages({
      queryKey: ['rows'],
      pageSize: 3,
      fetchPage: async (query, _signal) => {
        asked.push(query);
        return page(3, 7);
      },
      rowsOf: (each) => each.rows,
      totalOf: (each) => each.total,
    });
    expect(options.initialPageParam).toBe(0);
    const signal = new AbortController().signal;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the query function's context
    await (options.queryFn as any)({ pageParam: 6, signal });
    expect(asked).toEqual([{ startIndex: 6, limit: 3 }]);
    expect(options.getNextPageParam(page(3, 7), [page(3, 7)], 0, [0])).toBe(3);
  });
});
