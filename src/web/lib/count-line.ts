import type { Values } from '@lingui/core';

/**
 * The messages a list says its count with, in the page's language: `shown` ("Showing {shown} of
 * {total} posts"), `none` ("No posts"); a list shown a page at a time also `range` ("Showing
 * {first}–{last} of {total} cases") and `total` ("{total} cases").
 */
export interface CountMessages<Id extends string> {
  shown: Id;
  none: Id;
}

export interface RangeMessages<Id extends string> extends CountMessages<Id> {
  range: Id;
  total: Id;
}

type Translate<Id extends string> = (id: Id, values?: Values) => string;

/**
 * What a list shows against what exists: "Showing 9 of 30 posts", and "No posts" when there are
 * none. Rows shown beyond the total (the list changed since it was loaded) never read as more
 * than exist.
 */
export function countLine<Id extends string>(
  t: Translate<Id>,
  messages: CountMessages<Id>,
  shown: number,
  total: number,
): string {
  if (total <= 0) return t(messages.none);
  return t(messages.shown, { shown: Math.min(shown, total), total });
}

/**
 * The same for a list shown a page at a time: "Showing 11–20 of 23 cases", "Showing 21 of 21
 * cases" for a page of one, "23 cases" for a page that came back empty.
 */
export function rangeLine<Id extends string>(
  t: Translate<Id>,
  messages: RangeMessages<Id>,
  first: number,
  shown: number,
  total: number,
): string {
  if (total <= 0) return t(messages.none);
  if (shown <= 0) return t(messages.total, { total });
  const last = Math.min(first + shown - 1, total);
  return first >= last
    ? t(messages.shown, { shown: last, total })
    : t(messages.range, { first, last, total });
}
