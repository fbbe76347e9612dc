import { join } from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { moveUploadsToBucket } from './features/uploads/move-uploads-to-bucket.ts';
import { createObjectStorage } from './platform/object-storage.ts';

/**
 * `npm run storage:migrate`: with the same environment as the app and `S3_BUCKET` set, copies
 * the uploads kept in `DATA_DIR/uploads` into the bucket and points every stored URL at it.
 */
async function main() {
  const config = loadConfig();
  if (!config.objectStorage) {
    throw new ConfigError('storage:migrate needs S3_BUCKET and S3_PUBLIC_URL: where to move to');
  }
  const database = await openDatabase(config.database);
  try {
    const { copied, rows } = await moveUploadsToBucket({
      db: database.db,
      uploadsDir: join(config.dataDir, 'uploads'),
      bucket: createObjectStorage(config.objectStorage, console),
      bucketUrl: config.objectStorage.publicUrl,
    });
    console.log(
      `Copied ${copied} file(s) to ${config.objectStorage.bucket}; ${rows} row(s) now point at it.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
