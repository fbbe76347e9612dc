/**
 * Largest page any list answers. A bigger `limit` is answered with this many, never refused: the
 * spec's own calls ask for `limit=1000` (a profile's posts) and `limit=100`.
 */
export const MAX_PAGE_LIMIT = 100;

/**
 * The most ids a list of people carries (a comment's `likes`, a user's `followers` and
 * `following`). The exact figure is beside it (`numberOfLikes`, `followersCount`), and the
 * viewer's own id is always in the list when it belongs there.
 */
export const ID_LIST_CAP = 1000;

/** A list answered as a bare array (as the spec reads it) carries its total in this header. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** The narratives' page size (the spec's /stories). Here, not with the narratives' rules, so the home page loads none of those. */
export const STORIES_PAGE_SIZE = 9;

export const MIN_AGE_YEARS = 13;

export const MIN_PASSWORD_LENGTH = 6;

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The longest description of a cover image (its `alt` text). */
export const IMAGE_ALT_MAX_LENGTH = 250;

export const IMAGE_ALT_TOO_LONG = `The image description must be at most ${IMAGE_ALT_MAX_LENGTH} characters`;

export const NARROW_SCREEN_PX = 768;

/** The product's name, the same in every language. */
export const SITE_NAME = 'Hearth';

/** How many items each "More to read" list (`related`, `moreFromAuthor`) holds at most. */
export const MORE_TO_READ = 4;
