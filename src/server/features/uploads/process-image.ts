import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAX_PIXELS, IMAGE_TOO_MANY_PIXELS } from '#contracts/uploads.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import { encodedSize, encodeVariants, type EncodedImage } from '../../platform/stored-image.ts';

const MAX_DIMENSION = 2400;

const OUTPUT = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  gif: { extension: 'gif', contentType: 'image/gif' },
} as const;
type Format = keyof typeof OUTPUT;

export const UNSUPPORTED_IMAGE = 'Only JPEG, PNG, WebP or GIF images can be uploaded';

/** What the image's header says, read without decoding a pixel. */
async function readHeader(bytes: Buffer) {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw badRequest(UNSUPPORTED_IMAGE);
  }
  const { format, width, height, pageHeight, pages } = metadata;
  if (!format || !(format in OUTPUT) || !width || !height) throw badRequest(UNSUPPORTED_IMAGE);
  const kind = format as Format;
  // An animated GIF is decoded whole: every frame counts.
  const frames = kind === 'gif' ? (pages ?? 1) : 1;
  return { kind, pixels: width * (pageHeight ?? height) * frames };
}

/**
 * Recognises the image by its content (never its name) and refuses one too big to decode safely,
 * then re-encodes it: orientation applied, size bounded, and every piece of metadata (GPS
 * position, camera, EXIF) left behind; and makes its narrower WebP variants.
 */
export async function processImage(bytes: Buffer): Promise<EncodedImage> {
  const { kind, pixels } = await readHeader(bytes);
  if (pixels > IMAGE_MAX_PIXELS) throw new HttpError(413, IMAGE_TOO_MANY_PIXELS);

  const image = sharp(bytes, { animated: kind === 'gif', limitInputPixels: IMAGE_MAX_PIXELS })
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
  const original = await encoded.toBuffer();
  const size = await encodedSize(original);
  const variants = await encodeVariants(original, size.width, { animated: kind === 'gif' });
  return { bytes: original, ...OUTPUT[kind], ...size, variants };
}
