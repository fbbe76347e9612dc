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

/** draft: the writer's alone; scheduled: goes out by itself at `publishAt`; published: public. */
export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;

export type PostStatus = (typeof POST_STATUSES)[number];

/** The statuses a list can ask for; `all` is every status of the caller's own posts. */
export const POST_LIST_STATUSES = [...POST_STATUSES, 'all'] as const;

export type PostListStatus = (typeof POST_LIST_STATUSES)[number];

export const POST_EXCERPT_MAX_LENGTH = 300;

/** The length of the excerpt made from the text when the writer gives none. */
export const AUTO_EXCERPT_LENGTH = 160;

/** A post's revisions beyond this many are dropped, oldest first. */
export const POST_REVISIONS_KEPT = 50;

/** How a draft without a title is listed. */
export const UNTITLED_POST = 'Untitled';

export const POST_MESSAGES = {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  titleTooLong: `Title must be at most ${POST_TITLE_MAX_LENGTH} characters`,
  unknownCategory: 'Unknown category',
  invalidImage: 'Invalid image',
  invalidSlug: 'The slug may only contain letters, numbers and hyphens',
  signInToCreate: 'You must be logged in to create a post',
  publishAtInFuture: 'Choose a time in the future',
  slugTaken: 'That address is already used by another post',
  excerptTooLong: `The excerpt must be at most ${POST_EXCERPT_MAX_LENGTH} characters`,
  notFound: 'Post not found',
} as const;

/** What an empty rich-text editor submits: markup without any text or image. */
export const isBlankHtml = (html: string) =>
  !/<img\s/i.test(html) &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

/** The first characters of a text, cut at `length` with an ellipsis when something was cut. */
export function textExcerpt(text: string, length = AUTO_EXCERPT_LENGTH): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}
