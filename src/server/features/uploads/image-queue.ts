import pLimit from 'p-limit';
import { processImage } from './process-image.ts';

/** Decoding is the heaviest work the server does: this many images at once, the rest wait. */
export const IMAGES_AT_ONCE = 2;
export const imageQueue = pLimit(IMAGES_AT_ONCE);

/** Processes the image as soon as one of the slots is free. */
export const processImageInTurn = (bytes: Buffer) => imageQueue(() => processImage(bytes));
