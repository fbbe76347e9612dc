/** Post categories of the spec; `uncategorized` is shown as "All". */
export const POST_CATEGORIES = [
  'uncategorized',
  'art',
  'health',
  'history',
  'literature',
  'music',
  'news',
  'politics',
  'sport',
  'tech',
] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];
export const DEFAULT_POST_CATEGORY: PostCategory = 'uncategorized';

export const POST_SORTS = ['views', 'desc', 'asc'] as const;
export type PostSort = (typeof POST_SORTS)[number];

export const POSTS_PAGE_SIZE = 9;
