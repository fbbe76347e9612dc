import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_TOO_LARGE } from '#contracts/uploads.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let user: Actor;

beforeAll(async () => {
  testApp = await createTestApp();
  user = await createActor(testApp.app, 'user');
});
afterAll(() => testApp.close());

function form(bytes: Buffer, name: string, type: string) {
  const data = new FormData();
  data.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

const upload = (payload: FormData, headers: object = user.headers) =>
  testApp.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers } });

const photoWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0603a' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Snapper 9' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();

describe('POST /api/upload', () => {
  it('stores a re-encoded image without its metadata and serves it', async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await upload(form(original, 'holiday.jpg', 'image/jpeg'));
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{8}\/[0-9a-f-]{36}\.jpg$/);
    expect(url).not.toContain('holiday');

    const stored = join(testApp.config.dataDir, url);
    expect(existsSync(stored)).toBe(true);
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBe(64);

    const served = await testApp.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('recognises the image by content, not by name', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#000' } })
      .png()
      .toBuffer();
    const renamed = await upload(form(png, 'looks-like.jpg', 'image/jpeg'));
    expect(renamed.json().url).toMatch(/\.png$/);

    const script = await upload(
      form(Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png'),
    );
    expect(script.statusCode).toBe(400);
    expect(script.json().message).toBe('Only JPEG, PNG, WebP or GIF images can be uploaded');
  });

  it('refuses files over 2 MB with the spec message', async () => {
    const large = Buffer.alloc(2 * 1024 * 1024 + 10, 1);
    const response = await upload(form(large, 'big.jpg', 'image/jpeg'));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(UPLOAD_TOO_LARGE);
  });

  it('needs a signed-in user and a file', async () => {
    const visitor = await upload(form(await photoWithGps(), 'a.jpg', 'image/jpeg'), {});
    expect(visitor.statusCode).toBe(401);
    const noFile = await testApp.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: user.headers,
      payload: { image: 'x' },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Please select an image');
  });
});
