import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploaded files go. The disk store serves them at /uploads/; an S3 store can replace it. */
export interface FileStorage {
  /** Stores the bytes under the key and answers the URL they are served at. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Whether an upload could be stored now (the readiness probe). */
  isWritable(): Promise<boolean>;
}

export function createDiskStorage(uploadsDir: string): FileStorage {
  return {
    async put(key, bytes) {
      const path = join(uploadsDir, key);
      await mkdir(join(path, '..'), { recursive: true });
      await writeFile(path, bytes);
      return `/uploads/${key}`;
    },

    // Writing a file is the only proof: permission bits say nothing to root, nor of a full or
    // read-only disk.
    async isWritable() {
      const probe = join(uploadsDir, `.write-probe-${randomUUID()}`);
      try {
        await mkdir(uploadsDir, { recursive: true });
        await writeFile(probe, '');
        return true;
      } catch {
        return false;
      } finally {
        await rm(probe, { force: true }).catch(() => {});
      }
    },
  };
}
