import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { donationCases, posts, stories, users } from '../../db/schema.ts';
import type { FileStorage } from '../../platform/storage.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

async function* filesBelow(directory: string): AsyncGenerator<string> {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* filesBelow(path);
    else if (entry.isFile()) yield path;
  }
}

type Column = { getSQL(): SQL };

/**
 * `npm run storage:migrate`: copies every file of the disk store (`DATA_DIR/uploads`) into the
 * bucket under the same name, then points every stored URL at the bucket in one transaction:
 * pictures, covers and the images inside posts and case descriptions. Safe to run again: a
 * file is copied again, a URL already on the bucket is left alone. Run it with the app stopped,
 * or restart the app after it, so no cached page keeps the old addresses.
 */
export async function moveUploadsToBucket({
  db,
  uploadsDir,
  bucket,
  bucketUrl,
}: {
  db: Database;
  uploadsDir: string;
  bucket: FileStorage;
  /** The bucket's public address (`S3_PUBLIC_URL`). */
  bucketUrl: string;
}) {
  let copied = 0;
  for await (const path of filesBelow(uploadsDir)) {
    const contentType = CONTENT_TYPES[extname(path).toLowerCase()];
    if (!contentType) continue;
    const key = relative(uploadsDir, path).split(sep).join('/');
    await bucket.put(key, await readFile(path), contentType);
    copied += 1;
  }

  const bucketUploads = `${bucketUrl}/uploads/`;
  // A column holding one URL changes when it starts with the site's path; HTML wherever it
  // quotes one (`src="/uploads/…"`).
  const url = (column: Column) => ({
    value: sql`replace(${column}, '/uploads/', ${bucketUploads})`,
    where: sql`${column} LIKE '/uploads/%'`,
  });
  const html = (column: Column) => ({
    value: sql`replace(${column}, '"/uploads/', ${`"${bucketUploads}`})`,
    where: sql`${column} LIKE '%"/uploads/%'`,
  });
  const rows = await db.transaction(async (tx) => {
    const changes = [
      (c = url(users.profilePicture)) =>
        tx
          .update(users)
          .set({ profilePicture: c.value })
          .where(c.where)
          .returning({ id: users.id }),
      (c = url(posts.image)) =>
        tx.update(posts).set({ image: c.value }).where(c.where).returning({ id: posts.id }),
      (c = html(posts.content)) =>
        tx.update(posts).set({ content: c.value }).where(c.where).returning({ id: posts.id }),
      (c = url(stories.image)) =>
        tx.update(stories).set({ image: c.value }).where(c.where).returning({ id: stories.id }),
      (c = url(donationCases.image)) =>
        tx
          .update(donationCases)
          .set({ image: c.value })
          .where(c.where)
          .returning({ id: donationCases.id }),
      (c = html(donationCases.description)) =>
        tx
          .update(donationCases)
          .set({ description: c.value })
          .where(c.where)
          .returning({ id: donationCases.id }),
    ];
    let changed = 0;
    for (const change of changes) changed += (await change()).length;
    return changed;
  });
  return { copied, rows };
}
