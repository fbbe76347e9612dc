import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantKey, UPLOAD_TOO_LARGE } from '#contracts/uploads.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { startLocalS3 } from '../../test/local-s3.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Uploads with S3_BUCKET set go to a real S3 server (s3rver on 127.0.0.1), as to a bucket. */
let s3: Awaited<ReturnType<typeof startLocalS3>>;
let testApp: TestApp;
let user: Actor;

beforeAll(async () => {
  s3 = await startLocalS3();
  testApp = await createTestApp({ environment: s3.environment });
  user = await createActor(testApp.app, 'user');
});
afterAll(async () => {
  await testApp?.close();
  await s3?.stop();
});

function form(bytes: Buffer, name: string, type: string) {
  const data = new FormData();
  data.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

const upload = (app: TestApp, payload: FormData, headers: object) =>
  app.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers } });

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bc0' } })
    .jpeg()
    .toBuffer();

describe('uploads to an S3 bucket', () => {
  it('stores the image and its sizes in the bucket and answers the bucket’s address', async () => {
    const response = await upload(
      testApp,
      form(await photo(800, 600), 'a.jpg', 'image/jpeg'),
      user.headers,
    );
    expect(response.statusCode).toBe(201);
    const { url } = response.json() as { url: string };
    expect(url.startsWith(`${s3.environment.S3_PUBLIC_URL}/uploads/`)).toBe(true);
    expect(url).toMatch(/_800x600\.jpg$/);

    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const ready = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([800, 600]);

    const variant = await fetch(imageVariantKey(url, 640));
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(640);
  });

  it('never reaches the bucket with a file over the limit', async () => {
    const large = Buffer.alloc(2 * 1024 * 1024 + 10, 1);
    const response = await upload(testApp, form(large, 'big.jpg', 'image/jpeg'), user.headers);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(UPLOAD_TOO_LARGE);
  });

  it('answers 503 with a plain message when the bucket cannot be reached', async () => {
    const closed = await startLocalS3();
    await closed.stop();
    const unreachable = await createTestApp({ environment: closed.environment });
    try {
      const someone = await createActor(unreachable.app, 'user');
      const response = await upload(
        unreachable,
        form(await photo(64, 48), 'a.jpg', 'image/jpeg'),
        someone.headers,
      );
      expect(response.statusCode).toBe(503);
      const ready = await unreachable.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().failed).toEqual(['storage']);
      expect(response.json()).toMatchObject({
        success: false,
        statusCode: 503,
        message: 'Uploads are unavailable right now. Please try again in a few minutes.',
      });
    } finally {
      await unreachable.close();
    }
  });
});
