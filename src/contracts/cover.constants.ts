/**
 * Where a cover's crop centres, in percent of the image across (`x`) and down (`y`): the
 * `object-position` of every cropped view of it (decision 030).
 */
export interface CoverFocus {
  x: number;
  y: number;
}

/** The middle of the image: a cover's focal point until its author moves it. */
export const COVER_FOCUS_CENTRE: CoverFocus = { x: 50, y: 50 };
