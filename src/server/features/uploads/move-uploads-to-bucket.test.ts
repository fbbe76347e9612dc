import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { posts, users } from '../../db/schema.ts';
import { createObjectStorage } from '../../platform/object-storage.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { startLocalS3 } from '../../test/local-s3.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { moveUploadsToBucket } from './move-uploads-to-bucket.ts';

/** An installation that kept uploads on disk moves them into a bucket (`storage:migrate`). */
let s3: Awaited<ReturnType<typeof startLocalS3>>;
let testApp: TestApp;
let publisher: Actor;

beforeAll(async () => {
  s3 = await startLocalS3();
  testApp = await createTestApp();
  publisher = await createActor(testApp.app, 'publisher');
});
afterAll(async () => {
  await testApp?.close();
  await s3?.stop();
});

async function uploadToDisk() {
  const image = await sharp({
    create: { width: 700, height: 400, channels: 3, background: '#4a4' },
  })
    .png()
    .toBuffer();
  const data = new FormData();
  data.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'a.png');
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: data,
    headers: { ...publisher.headers },
  });
  return (response.json() as { url: string }).url;
}

describe('moving disk uploads into a bucket', () => {
  it('copies every file and points covers, pictures and images in posts at the bucket', async () => {
    const cover = await uploadToDisk();
    const inline = await uploadToDisk();
    expect(cover).toMatch(/^\/uploads\//);
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/post/create',
      headers: publisher.headers,
      payload: {
        title: 'Moved',
        content: `<p>Look</p><img src="${inline}" alt="A field">`,
        image: cover,
      },
    });
    expect(created.statusCode).toBe(201);
    const postId = created.json()._id as string;
    await testApp.app.db
      .update(users)
      .set({ profilePicture: cover })
      .where(eq(users.id, publisher.id));

    const objectStorage = loadConfig({ ...s3.environment, DATA_DIR: '/tmp' }).objectStorage!;
    const move = () =>
      moveUploadsToBucket({
        db: testApp.app.db,
        uploadsDir: `${testApp.config.dataDir}/uploads`,
        bucket: createObjectStorage(objectStorage, testApp.app.log),
        bucketUrl: objectStorage.publicUrl,
      });
    const result = await move();
    // Each upload is its original and one WebP variant (320; 640 is narrower than 700).
    expect(result.copied).toBe(6);
    expect(result.rows).toBe(3);

    const [post] = await testApp.app.db.select().from(posts).where(eq(posts.id, postId));
    const bucketCover = `${objectStorage.publicUrl}${cover}`;
    expect(post!.image).toBe(bucketCover);
    expect(post!.content).toContain(`src="${objectStorage.publicUrl}${inline}"`);
    const [member] = await testApp.app.db.select().from(users).where(eq(users.id, publisher.id));
    expect(member!.profilePicture).toBe(bucketCover);

    const served = await fetch(bucketCover);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    // A second run copies again but changes no address twice.
    expect((await move()).rows).toBe(0);
    const [again] = await testApp.app.db.select().from(posts).where(eq(posts.id, postId));
    expect(again!.image).toBe(bucketCover);
  });
});
