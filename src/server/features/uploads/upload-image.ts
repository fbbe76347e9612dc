import { randomUUID } from 'node:crypto';
import type { Viewer } from '../../platform/auth.ts';
import type { Services } from '../../platform/services.ts';
import { processImageInTurn } from './image-queue.ts';

/** Re-encodes the viewer's image and stores it under their id's prefix; answers its URL. */
export async function uploadImage(
  services: Pick<Services, 'storage'>,
  viewer: Viewer,
  bytes: Buffer,
) {
  const image = await processImageInTurn(bytes);
  const key = `${viewer.id.slice(0, 8)}/${randomUUID()}.${image.extension}`;
  return { url: await services.storage.put(key, image.bytes, image.contentType) };
}
