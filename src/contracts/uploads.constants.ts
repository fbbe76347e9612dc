export const UPLOAD_TOO_LARGE = 'Could not upload image (File must be less than 2MB)';

/** Images above this many pixels are refused before they are decoded: a 2 MB file can hold far more. */
export const IMAGE_MAX_PIXELS = 40_000_000;

export const IMAGE_TOO_MANY_PIXELS =
  'Could not upload image (at most 40 megapixels, for example 8000 × 5000 pixels)';

// How stored images are named (their size and variants), apart: public pages read only that.
export * from './image-names.constants.ts';
