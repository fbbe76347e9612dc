import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploaded files go. The disk store serves them at /uploads/; an S3 store can replace it. */
export interface FileStorage {
  /** Stores the bytes under the key and answers the URL they are served at. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
}

export function createDiskStorage(uploadsDir: string): FileStorage {
  return {
    async put(key, bytes) {
      const path = join(uploadsDir, key);
      await mkdir(join(path, '..'), { recursive: true });
      await writeFile(path, bytes);
      return `/uploads/${key}`;
    },
  };
}
