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

export const MIN_AGE_YEARS = 13;

export const MIN_PASSWORD_LENGTH = 6;

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The longest description of a cover image (its `alt` text). */
export const IMAGE_ALT_MAX_LENGTH = 250;

export const IMAGE_ALT_TOO_LONG = `The image description must be at most ${IMAGE_ALT_MAX_LENGTH} characters`;

export const NARROW_SCREEN_PX = 768;

/**
 * Where a cover's crop centres, in percent of the image across (`x`) and down (`y`): the
 * `object-position` of every cropped view of it (decision 029).
 */
export interface CoverFocus {
  x: number;
  y: number;
}

/** The middle of the image: a cover's focal point until its author moves it. */
export const COVER_FOCUS_CENTRE: CoverFocus = { x: 50, y: 50 };

export const COVER_FOCUS_INVALID = 'coverFocus must be { x, y }, each a percentage from 0 to 100';
