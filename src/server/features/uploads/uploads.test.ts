import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES } from '#contracts/common.ts';
import { IMAGE_TOO_MANY_PIXELS, imageVariantKey, UPLOAD_TOO_LARGE } from '#contracts/uploads.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { imageQueue } from './image-queue.ts';
import { processImage } from './process-image.ts';
import type * as ProcessImageModule from './process-image.ts';

// The real processing, watched: the concurrency test counts the images being processed at once.
vi.mock('./process-image.ts', async (importOriginal) => {
  const original = await importOriginal<typeof ProcessImageModule>();
  return { ...original, processImage: vi.fn(original.processImage) };
});

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

const photoWithGps = ({ width = 64, height = 48 } = {}) =>
  sharp({ create: { width, height, channels: 3, background: '#c0603a' } })
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
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{8}\/[0-9a-f-]{36}_64x48\.jpg$/);
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

  it('refuses an image of more than 40 megapixels before decoding it, and stores nothing', async () => {
    // A plain colour compresses to little: small enough a file, far too many pixels.
    const huge = await sharp({
      create: { width: 16_000, height: 16_000, channels: 3, background: '#3a60c0' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(IMAGE_MAX_BYTES);
    const storedBefore = storedFiles();

    const response = await upload(form(huge, 'poster.png', 'image/png'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      statusCode: 413,
      message: IMAGE_TOO_MANY_PIXELS,
    });
    expect(storedFiles()).toEqual(storedBefore);
    // Making a 256-megapixel PNG takes sharp some seconds.
  }, 60_000);

  it('processes two images at a time and queues the rest', async () => {
    const real = vi.mocked(processImage).getMockImplementation()!;
    let processing = 0;
    let most = 0;
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    vi.mocked(processImage).mockImplementation(async (bytes) => {
      processing += 1;
      most = Math.max(most, processing);
      await opened;
      try {
        return await real(bytes);
      } finally {
        processing -= 1;
      }
    });
    try {
      const photo = await photoWithGps();
      const uploads = Array.from({ length: 4 }, () => upload(form(photo, 'a.jpg', 'image/jpeg')));
      // Every upload has reached the queue: some are being processed, the others wait.
      await expect.poll(() => imageQueue.activeCount + imageQueue.pendingCount).toBe(4);
      expect(processing).toBe(2);
      expect(imageQueue.pendingCount).toBe(2);

      open();
      const responses = await Promise.all(uploads);
      expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
      expect(most).toBe(2);
    } finally {
      vi.mocked(processImage).mockImplementation(real);
    }
  });
});

describe('image variants', () => {
  const IMMUTABLE = 'public, max-age=31536000, immutable';

  it('stores a WebP of each narrower width, without metadata, before answering the URL', async () => {
    const response = await upload(
      form(await photoWithGps({ width: 1000, height: 600 }), 'wide.jpg', 'image/jpeg'),
    );
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(/_1000x600\.jpg$/);

    for (const [width, height] of [
      [320, 192],
      [640, 384],
      [960, 576],
    ] as const) {
      const variant = await testApp.app.inject({ method: 'GET', url: imageVariantKey(url, width) });
      expect(variant.statusCode, `${width}w`).toBe(200);
      expect(variant.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(variant.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height });
      expect(metadata.exif).toBeUndefined();
    }
    // Nothing as wide as the original or wider.
    for (const width of [1280, 1920]) {
      const missing = await testApp.app.inject({ method: 'GET', url: imageVariantKey(url, width) });
      expect(missing.statusCode).toBe(404);
    }
  });

  it('makes no variant of an image narrower than the smallest width', async () => {
    const before = storedFiles();
    const { url } = (await upload(form(await photoWithGps(), 'small.jpg', 'image/jpeg'))).json();
    const added = storedFiles().filter((file) => !before.includes(file) && file.includes('.'));
    expect(added).toEqual([url.replace('/uploads/', '')]);
  });

  it('keeps an animated GIF animated in its variants', async () => {
    const frames = await Promise.all(
      ['#c0603a', '#3a60c0', '#60c03a'].map((background) =>
        sharp({ create: { width: 400, height: 200, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const { url } = (await upload(form(gif, 'wave.gif', 'image/gif'))).json();
    expect(url).toMatch(/_400x200\.gif$/);
    const variant = await testApp.app.inject({ method: 'GET', url: imageVariantKey(url, 320) });
    const metadata = await sharp(variant.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 320, pages: 3 });
  });

  it('serves the original and its variants as immutable', async () => {
    const { url } = (
      await upload(form(await photoWithGps({ width: 700, height: 500 }), 'a.jpg', 'image/jpeg'))
    ).json();
    for (const path of [url, imageVariantKey(url, 320), imageVariantKey(url, 640)]) {
      const served = await testApp.app.inject({ method: 'GET', url: path });
      expect(served.statusCode, path).toBe(200);
      expect(served.headers['cache-control'], path).toBe(IMMUTABLE);
    }
  });

  it('never serves a file outside the uploads folder, however the path is spelled', async () => {
    writeFileSync(join(testApp.config.dataDir, 'outside.txt'), 'not an upload');
    // Sent over a socket as written: an HTTP client of the attacker's choosing does not tidy `..`.
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    for (const path of [
      '/uploads/../outside.txt',
      '/uploads/..%2foutside.txt',
      '/uploads/%2e%2e/outside.txt',
      '/uploads/%2e%2e%2foutside.txt',
      '/uploads/demo/..%2f..%2foutside.txt',
      '/uploads/..\\outside.txt',
    ]) {
      const response = await rawGet(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.body, path).not.toContain('not an upload');
      expect(response.cacheControl, path).not.toBe(IMMUTABLE);
    }
  });

  it('answers 404 for a variant that was never made', async () => {
    const { url } = (await upload(form(await photoWithGps(), 'small.jpg', 'image/jpeg'))).json();
    for (const path of [imageVariantKey(url, 320), '/uploads/nobody/gone_640x480.w320.webp']) {
      const response = await testApp.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toMatchObject({ success: false, statusCode: 404 });
    }
  });
});

/** A GET of the listening test app with the path sent exactly as written. */
function rawGet(path: string) {
  const { port } = testApp.app.server.address() as AddressInfo;
  return new Promise<{ status: number; body: string; cacheControl?: string }>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body,
          cacheControl: response.headers['cache-control'],
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** Every file stored under the uploads folder. */
function storedFiles() {
  const folder = join(testApp.config.dataDir, 'uploads');
  return existsSync(folder) ? readdirSync(folder, { recursive: true }).map(String) : [];
}
