import sharp from 'sharp';
import { badRequest } from '../../platform/errors.ts';

const MAX_DIMENSION = 2400;

const OUTPUT = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  gif: { extension: 'gif', contentType: 'image/gif' },
} as const;
type Format = keyof typeof OUTPUT;

export const UNSUPPORTED_IMAGE = 'Only JPEG, PNG, WebP or GIF images can be uploaded';

/**
 * Recognises the image by its content (never its name), then re-encodes it: orientation applied,
 * size bounded, and every piece of metadata (GPS position, camera, EXIF) left behind.
 */
export async function processImage(bytes: Buffer) {
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    throw badRequest(UNSUPPORTED_IMAGE);
  }
  if (!format || !(format in OUTPUT)) throw badRequest(UNSUPPORTED_IMAGE);
  const kind = format as Format;

  const image = sharp(bytes, { animated: kind === 'gif' })
    .rotate()
    .resize({
      width: MAX_DIMENSION,
      height: MAX_DIMENSION,
      fit: 'inside',
      withoutEnlargement: true,
    });
  const encoded =
    kind === 'jpeg'
      ? image.jpeg({ quality: 85, mozjpeg: true })
      : kind === 'png'
        ? image.png()
        : kind === 'webp'
          ? image.webp({ quality: 85 })
          : image.gif();
  return { bytes: await encoded.toBuffer(), ...OUTPUT[kind] };
}
