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

export const POST_TITLE_MAX_LENGTH = 200;

export const MOST_READ_DEFAULT_LIMIT = 5;

export const MOST_READ_MAX = 20;

export const POST_MESSAGES = {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  titleTooLong: `Title must be at most ${POST_TITLE_MAX_LENGTH} characters`,
  unknownCategory: 'Unknown category',
  invalidImage: 'Invalid image',
  invalidSlug: 'The slug may only contain letters, numbers and hyphens',
  signInToCreate: 'You must be logged in to create a post',
} as const;

/** What an empty rich-text editor submits: markup without any text or image. */
export const isBlankHtml = (html: string) =>
  !/<img\s/i.test(html) &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';
