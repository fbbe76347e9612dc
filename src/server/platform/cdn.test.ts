import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdnTags, purgedTags, TAG_HEADER_BYTES } from './cdn-tags.ts';
import { loadConfig } from '../config.ts';
import { makeRetriesDue } from '../test/outbox.ts';
import { testFileApp } from '../test/test-file-app.ts';

/**
 * A CDN in front (decision 038): what the headers of each kind of answer let a shared cache do,
 * and the purge each write sends to `CDN_PURGE_URL`, here a receiver on 127.0.0.1.
 */
interface Purge {
  headers: IncomingHttpHeaders;
  body: Record<string, string[]>;
}

/** A purge hook that records what it is sent, and refuses the next `failures` requests. */
function purgeReceiver() {
  const received: Purge[] = [];
  let failures = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (failures > 0) {
        failures -= 1;
        response.writeHead(503).end();
        return;
      }
      received.push({ headers: request.headers, body: JSON.parse(body) as Purge['body'] });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
    });
  });
  return {
    received,
    failNext: (count: number) => (failures = count),
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`,
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const cloudflare = purgeReceiver();
const fastly = purgeReceiver();
beforeAll(() => Promise.all([cloudflare.start(), fastly.start()]));
afterAll(() => Promise.all([cloudflare.stop(), fastly.stop()]));

const SHARED = 'public, max-age=0, s-maxage=120, stale-while-revalidate=15';

describe('headers of each kind of answer', () => {
  const { testApp, actors, inject, as, writePost, created } = testFileApp(() => ({
    environment: {
      CDN_S_MAXAGE: '120',
      CDN_STALE_WHILE_REVALIDATE: '15',
      CDN_PURGE_URL: cloudflare.url(),
      CDN_PURGE_TOKEN: 'cloudflare-api-token',
    },
    build: { deliverOutbox: false },
  }));
  let post: { _id: string };

  beforeAll(async () => {
    post = await writePost('Kept at the edge', '<p>Words</p>');
    await created(actors.user, '/api/comment/create', { postId: post._id, content: 'A word' });
  });

  it("lets shared caches keep a visitors' answer s-maxage seconds, browsers revalidate it, filed under its tags", async () => {
    const url = `/api/comment/getPostComments/${post._id}`;
    const answer = await inject({ url });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe(SHARED);
    const tags = ['everything', `comments:${post._id}`, `user:${actors.user.id}`];
    expect(answer.headers['surrogate-key']).toBe(tags.join(' '));
    expect(answer.headers['cache-tag']).toBe(tags.join(','));

    const list = await inject({ url: '/api/post/getposts' });
    expect(list.headers['cache-control']).toBe(SHARED);
    expect(String(list.headers['surrogate-key']).split(' ')).toEqual(
      expect.arrayContaining(['everything', 'posts', `user:${actors.publisher.id}`]),
    );
  });

  it('answers a matching If-None-Match with 304 and the same caching headers', async () => {
    const url = `/api/post/getposts?slug=${encodeURIComponent('kept-at-the-edge')}`;
    const first = await inject({ url });
    const again = await inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe(SHARED);
    expect(again.headers['surrogate-key']).toBe(first.headers['surrogate-key']);
  });

  it('lets no shared cache keep an answer its own cache could not vouch for (suspended)', async () => {
    const cache = testApp.app.services.publicCache;
    cache.suspend();
    try {
      const answer = await inject({ url: '/api/post/getposts' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, no-cache');
      expect(answer.headers['surrogate-key']).toBeUndefined();
    } finally {
      cache.resume();
    }
    expect((await inject({ url: '/api/post/getposts' })).headers['cache-control']).toBe(SHARED);
  });

  it('gives a signed-in reader, by token or cookie, their answer private, no-store, and no tags', async () => {
    for (const headers of [actors.user.headers, { cookie: `access_token=${actors.user.token}` }]) {
      for (const url of [`/api/comment/getPostComments/${post._id}`, '/api/post/getposts']) {
        const answer = await inject({ url, headers });
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers['cache-control'], url).toBe('private, no-store');
        expect(answer.headers['surrogate-key'], url).toBeUndefined();
        expect(answer.headers['cache-tag'], url).toBeUndefined();
      }
    }
  });

  it('keeps personal answers private, no-store, and errors no-store, without tags', async () => {
    const personal = await as(actors.user, { url: '/api/notification' });
    expect(personal.statusCode).toBe(200);
    expect(personal.headers['cache-control']).toBe('private, no-store');
    for (const url of ['/api/post/getposts?limit=0', '/api/notification', '/api/nowhere']) {
      const error = await inject({ url });
      expect(error.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(error.headers['cache-control'], url).toBe('no-store');
      expect(error.headers['surrogate-key'], url).toBeUndefined();
    }
  });

  it('purges the tags a write drops, Cloudflare-style with its token, retried until taken', async () => {
    const { outbox } = testApp.app;
    await outbox.drain();
    cloudflare.received.length = 0;
    cloudflare.failNext(1);
    await created(actors.user, '/api/comment/create', { postId: post._id, content: 'Another' });
    await outbox.drain();
    expect(cloudflare.received).toEqual([]);

    await makeRetriesDue(testApp.app.db);
    await outbox.drain();
    expect(cloudflare.received).toHaveLength(1);
    expect(cloudflare.received[0]!.headers.authorization).toBe('Bearer cloudflare-api-token');
    expect(cloudflare.received[0]!.headers['content-type']).toBe('application/json');
    expect(cloudflare.received[0]!.body).toEqual({
      tags: [`comments:${post._id}`, 'comments:any'],
    });
  });

  it('purges nothing for a write no public answer shows', async () => {
    const { outbox } = testApp.app;
    await outbox.drain();
    cloudflare.received.length = 0;
    const report = await as(actors.user, {
      method: 'POST',
      url: '/api/report',
      payload: { targetType: 'post', targetId: post._id, reason: 'spam' },
    });
    expect(report.statusCode, report.body).toBeLessThan(300);
    await outbox.drain();
    expect(cloudflare.received).toEqual([]);
  });
});

describe('a Fastly purge hook', () => {
  const { testApp, actors, as, writePost } = testFileApp(() => ({
    environment: {
      CDN_PURGE_URL: fastly.url(),
      CDN_PURGE_FORMAT: 'fastly',
      CDN_PURGE_TOKEN: 'fastly-api-key',
    },
    build: { deliverOutbox: false },
  }));

  it('gets the surrogate keys a post edit drops, with its Fastly-Key', async () => {
    const post = await writePost('Edited at the edge', '<p>Words</p>');
    await testApp.app.outbox.drain();
    fastly.received.length = 0;
    const edit = await as(actors.publisher, {
      method: 'PUT',
      url: `/api/post/updatepost/${post._id}/${actors.publisher.id}`,
      payload: { title: 'Edited again' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await testApp.app.outbox.drain();
    expect(fastly.received).toHaveLength(1);
    expect(fastly.received[0]!.headers['fastly-key']).toBe('fastly-api-key');
    expect(fastly.received[0]!.headers.authorization).toBeUndefined();
    expect(fastly.received[0]!.body).toEqual({
      surrogate_keys: ['posts', `comments:${post._id}`, 'comments:any'],
    });
  });
});

describe('tag lists too long for a header', () => {
  const authors = Array.from(
    { length: 400 },
    (_, i) => `user:00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  );

  it('stay within the header budget by naming their authors as user:any, which every author purge names', () => {
    const tags = cdnTags(['comments:post-1', ...authors]);
    expect(Buffer.byteLength(tags.join(' '))).toBeLessThanOrEqual(TAG_HEADER_BYTES);
    expect(tags).toEqual(['everything', 'comments:post-1', 'user:any']);
    expect(purgedTags([authors[7]!])).toEqual([authors[7], 'user:any']);
  });

  it('keep every tag of a list that fits', () => {
    expect(cdnTags(['posts', ...authors.slice(0, 20)])).toEqual([
      'everything',
      'posts',
      ...authors.slice(0, 20),
    ]);
  });
});

describe('the CDN settings', () => {
  it('keep answers 60 s, stale 30 s more, and purge nothing by default', () => {
    expect(loadConfig({}).cdn).toEqual({ sMaxAge: 60, staleWhileRevalidate: 30 });
  });

  it.each([
    [{ CDN_S_MAXAGE: 'a minute' }, /^Invalid configuration: CDN_S_MAXAGE /],
    [{ CDN_STALE_WHILE_REVALIDATE: '-1' }, /^Invalid configuration: CDN_STALE_WHILE_REVALIDATE /],
    [{ CDN_PURGE_URL: 'not a url' }, /^Invalid configuration: CDN_PURGE_URL /],
    [{ CDN_PURGE_FORMAT: 'akamai' }, /^Invalid configuration: CDN_PURGE_FORMAT must be /],
  ])('refuse %o', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(message);
  });
});
