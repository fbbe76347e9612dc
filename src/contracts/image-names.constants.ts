/**
 * Stored images name their intrinsic size: `/uploads/<folder>/<id>_<width>x<height>.<ext>`. Beside
 * each is a WebP at every one of these widths that is narrower than the image, named
 * `…_<w>x<h>.w<width>.webp`. So the web builds `srcset`, `width` and `height` from the URL alone
 * (decision 015).
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

const SIZED_IMAGE = /^(\/uploads\/[\w./-]+_(\d{1,5})x(\d{1,5}))\.(?:jpg|png|webp|gif)$/;

export interface ImageSize {
  width: number;
  height: number;
}

/** The widths of the WebP variants stored beside an image this wide. */
export const variantWidthsFor = (width: number) => IMAGE_VARIANT_WIDTHS.filter((w) => w < width);

/** The storage key of an image: the stem, its size and its extension. */
export const sizedImageKey = (stem: string, { width, height }: ImageSize, extension: string) =>
  `${stem}_${width}x${height}.${extension}`;

/** The key (or URL) of an image's WebP variant of the given width. */
export const imageVariantKey = (sizedKey: string, width: number) =>
  sizedKey.replace(/\.[a-z]+$/, `.w${width}.webp`);

/**
 * The size and the variants of a stored image named by its size, or `null` for any other URL (an
 * older upload, an external address), which is shown as it is.
 */
export function readSizedImage(url: string) {
  const match = SIZED_IMAGE.exec(url);
  if (!match) return null;
  const width = Number(match[2]);
  const height = Number(match[3]);
  if (!width || !height) return null;
  const variants = variantWidthsFor(width).map((w) => ({ url: imageVariantKey(url, w), width: w }));
  return { width, height, variants };
}
