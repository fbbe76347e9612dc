import type { CoverFocus } from '#contracts/cover.constants.ts';

/** A row's cover focal point, as answers carry it. */
export const coverFocusOf = (row: { coverFocusX: number; coverFocusY: number }): CoverFocus => ({
  x: row.coverFocusX,
  y: row.coverFocusY,
});

/** A focal point as its two columns (`...coverFocusValues(input.coverFocus)`). */
export const coverFocusValues = (focus: CoverFocus) => ({
  coverFocusX: focus.x,
  coverFocusY: focus.y,
});
