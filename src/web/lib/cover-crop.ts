import type { CoverFocus } from '#contracts/common.constants.ts';
import { readSizedImage } from '#contracts/uploads.constants.ts';

/** A focal point as CSS `object-position`: the crop keeps that point of the image in view. */
export const coverObjectPosition = (focus: CoverFocus) => `${focus.x}% ${focus.y}%`;

/**
 * The widest a frame of `ratio` may be drawn so that `object-fit: cover` never enlarges the
 * image: as wide as the image, and no wider than its height allows (a tall image fills a 16:9
 * frame by its width, a wide one by its height). Unknown for a URL that names no size.
 */
export function coverFrameMaxWidth(src: string, ratio: number): number | undefined {
  const sized = readSizedImage(src);
  if (!sized) return undefined;
  return Math.floor(Math.min(sized.width, sized.height * ratio));
}
