import pLimit from 'p-limit';
import { processImage } from './process-image.ts';

/** Decoding is the heaviest work the server does: two images at once, the rest wait. */
export const imageQueue = pLimit(2);

/** Processes the image as soon as one of the slots is free. */
export const processImageInTurn = (bytes: Buffer) => imageQueue(() => processImage(bytes));
