import sharp from 'sharp';
import {
  imageVariantKey,
  sizedImageKey,
  variantWidthsFor,
  type ImageSize,
} from '#contracts/uploads.constants.ts';
import type { FileStorage } from './storage.ts';

/** An image ready to store: the encoded original, its size, and its narrower WebP variants. */
export interface EncodedImage extends ImageSize {
  bytes: Buffer;
  extension: string;
  contentType: string;
  variants: { width: number; bytes: Buffer }[];
}

/** The displayed size of encoded bytes: an animated image's height is one frame's. */
export async function encodedSize(bytes: Buffer): Promise<ImageSize> {
  const { width, height, pageHeight } = await sharp(bytes).metadata();
  return { width, height: pageHeight ?? height };
}

/**
 * A WebP of every variant width narrower than the image, made from the encoded original (already
 * turned upright and stripped of its metadata, which sharp does not copy into the variants).
 */
export function encodeVariants(bytes: Buffer, width: number, { animated = false } = {}) {
  return Promise.all(
    variantWidthsFor(width).map(async (variantWidth) => ({
      width: variantWidth,
      bytes: await sharp(bytes, { animated })
        .resize({ width: variantWidth })
        .webp({ quality: 80 })
        .toBuffer(),
    })),
  );
}

/**
 * Stores the variants, then the original, and answers the original's URL, which names its size:
 * once the URL exists, so does every variant it implies.
 */
export async function storeImage(storage: FileStorage, stem: string, image: EncodedImage) {
  const key = sizedImageKey(stem, image, image.extension);
  for (const variant of image.variants) {
    await storage.put(imageVariantKey(key, variant.width), variant.bytes, 'image/webp');
  }
  return storage.put(key, image.bytes, image.contentType);
}
