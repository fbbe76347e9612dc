import { readSizedImage } from '#contracts/image-names.constants.ts';

/** What an `<img>` needs for an image URL: its `srcset` and size when the URL names them. */
export interface ImageSources {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
}

/**
 * The sources of a stored image, read from its URL alone (decision 015): every WebP variant and
 * the original, each with its width, and the intrinsic size. Any other URL is just `{ src }`.
 * Pure, so the server-rendered head can use it for preload links and `og:image` sizes.
 */
export function imageSources(url: string): ImageSources {
  const sized = readSizedImage(url);
  if (!sized) return { src: url };
  const { width, height, variants } = sized;
  if (variants.length === 0) return { src: url, width, height };
  const candidates = [...variants, { url, width }];
  const srcSet = candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ');
  return { src: url, srcSet, width, height };
}

/**
 * The smallest stored form of the image still sharp at `displayWidth` CSS pixels on a
 * double-density screen (avatars: a 2400-pixel upload shown at 36 pixels loads its 320 variant).
 */
export function imageSourceFor(url: string, displayWidth: number): string {
  const fitting = readSizedImage(url)?.variants.find(({ width }) => width >= displayWidth * 2);
  return fitting?.url ?? url;
}

/** An avatar's `src` for Mantine's `Avatar`: `null` (its placeholder) when there is no picture. */
export const avatarSource = (url: string | null | undefined, displayWidth: number) =>
  url ? imageSourceFor(url, displayWidth) : null;
