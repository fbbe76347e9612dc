import { formatCount as figure } from '#contracts/format/en-us.ts';

/** A noun in both numbers: `{ one: 'post', other: 'posts' }`. */
export interface CountNoun {
  one: string;
  other: string;
}

/** "1 post", "2 posts", "1,200 posts". */
export function countOf(count: number, noun: CountNoun): string {
  return `${figure(count)} ${count === 1 ? noun.one : noun.other}`;
}

/**
 * What a list shows against what exists: "Showing 9 of 30 posts", "Showing 1 of 1 post", and
 * "No posts" when there are none. Rows shown beyond the total (the list changed since it was
 * loaded) never read as more than exist.
 */
export function countLine(shown: number, total: number, noun: CountNoun): string {
  if (total <= 0) return `No ${noun.other}`;
  return `Showing ${figure(Math.min(shown, total))} of ${countOf(total, noun)}`;
}

/**
 * The same for a list shown a page at a time: "Showing 11–20 of 23 cases", "Showing 21 of 21
 * cases" for a page of one.
 */
export function rangeLine(first: number, shown: number, total: number, noun: CountNoun): string {
  if (total <= 0) return `No ${noun.other}`;
  if (shown <= 0) return countOf(total, noun);
  const last = Math.min(first + shown - 1, total);
  const range = first >= last ? figure(last) : `${figure(first)}–${figure(last)}`;
  return `Showing ${range} of ${countOf(total, noun)}`;
}

/** The things Hearth's lists count. */
export const COUNTED = {
  posts: { one: 'post', other: 'posts' },
  matchingPosts: { one: 'matching post', other: 'matching posts' },
  narratives: { one: 'narrative', other: 'narratives' },
  users: { one: 'user', other: 'users' },
  comments: { one: 'comment', other: 'comments' },
  reports: { one: 'report', other: 'reports' },
  pendingReports: { one: 'pending report', other: 'pending reports' },
  reviewedReports: { one: 'reviewed report', other: 'reviewed reports' },
  requests: { one: 'request', other: 'requests' },
  cases: { one: 'case', other: 'cases' },
  donations: { one: 'donation', other: 'donations' },
} as const satisfies Record<string, CountNoun>;
