import { randomUUID } from 'node:crypto';
import type { Viewer } from '../../platform/auth.ts';
import type { Services } from '../../platform/services.ts';
import { storeImage } from '../../platform/stored-image.ts';
import { processImageInTurn } from './image-queue.ts';

/**
 * Re-encodes the viewer's image and stores it with its variants under their id's prefix; answers
 * its URL once every variant is stored.
 */
export async function uploadImage(
  services: Pick<Services, 'storage'>,
  viewer: Viewer,
  bytes: Buffer,
) {
  const image = await processImageInTurn(bytes);
  const stem = `${viewer.id.slice(0, 8)}/${randomUUID()}`;
  return { url: await storeImage(services.storage, stem, image) };
}
