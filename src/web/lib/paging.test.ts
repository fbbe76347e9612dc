import { describe, expect, it } from 'vitest';
import { nextStartIndex } from './paging.ts';

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
