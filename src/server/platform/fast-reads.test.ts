import { Agent } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, type RawAnswer } from '../test/raw-http.ts';
import { talkPages } from '../test/talk-pages.ts';
import { createTestApp } from '../test/test-app.ts';
import { testFileApp } from '../test/test-file-app.ts';
import { ACCESS_TOKEN_COOKIE } from './auth.ts';

/**
 * The fast path for repeated visitor reads, as clients notice it over real HTTP (`inject` never
 * passes through it): the same bytes and headers as Fastify's answer, every write and expiry in
 * the very next read, nothing a signed-in reader gets handed to a visitor or the other way round.
 */
const METRICS_TOKEN = 'metrics-token-for-the-fast-path-0123456789';

/** Route handlers run and answers loaded by the test routes: what reaches Fastify. */
const counts = { handled: 0, loads: 0 };

/** Public reads of their own: one kept until dropped, one kept 300 ms. */
async function testRoutes(app: FastifyInstance) {
  app.get('/api/test/kept', async (_request, reply) => {
    counts.handled += 1;
    return reply.publicRead({ tags: () => ['test'] }, async () => ({ loads: ++counts.loads }));
  });
  app.get('/api/test/timed', async (_request, reply) => {
    counts.handled += 1;
    return reply.publicRead({ tags: () => ['test'], maxAgeMs: 300 }, async () => ({
      loads: ++counts.loads,
    }));
  });
}

const { testApp, actors, inject, as } = testFileApp({
  environment: { METRICS_TOKEN },
  build: { webRenderer: talkPages },
  extend: testRoutes,
});
let baseUrl: string;

beforeAll(async () => {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
});

const agent = new Agent({ keepAlive: true });
afterAll(() => agent.destroy());

const call = (path: string, options: Parameters<typeof rawRequest>[1] = {}, base = baseUrl) =>
  rawRequest(`${base}${path}`, options, agent);

/** Every header a client reads, less the one that changes each second. */
const headersOf = ({ headers }: RawAnswer) => {
  const { date: _date, ...rest } = headers;
  return rest;
};
const json = (answer: RawAnswer) => JSON.parse(answer.body.toString());

async function publishPost(title: string) {
  const created = await as(actors.publisher, {
    method: 'POST',
    url: '/api/post/create',
    payload: { title, content: '<p>Words</p>' },
  });
  expect(created.statusCode).toBe(201);
  return created.json() as { _id: string };
}

async function comment(postId: string, content: string) {
  const created = await as(actors.user, {
    method: 'POST',
    url: '/api/comment/create',
    payload: { postId, content },
  });
  expect(created.statusCode).toBe(201);
  return created.json() as { _id: string };
}

describe('a repeated visitor read', () => {
  it('gets the first answer’s bytes and headers, security headers included, without a route running', async () => {
    const first = await call('/api/test/kept');
    const handled = counts.handled;
    const second = await call('/api/test/kept');
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers).toMatchObject({
      'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=30',
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(second.headers['content-security-policy']).toContain("default-src 'self'");
    expect(counts.handled).toBe(handled);
  });

  it('of a page gets the same HTML and headers', async () => {
    const post = await publishPost('Paged');
    await comment(post._id, 'On the page');
    const first = await call(`/talk/${post._id}`);
    const second = await call(`/talk/${post._id}`);
    expect(first.body.toString()).toContain('<li>On the page</li>');
    expect(second.body.equals(first.body)).toBe(true);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('by HEAD gets the same headers and no body', async () => {
    const get = await call('/api/test/kept');
    const first = await call('/api/test/kept', { method: 'HEAD' });
    const handled = counts.handled;
    const second = await call('/api/test/kept', { method: 'HEAD' });
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers['content-length']).toBe(String(get.body.length));
    expect(second.body.length).toBe(0);
    expect(counts.handled).toBe(handled);
  });
});

describe('after a write', () => {
  it("shows a new comment in the very next read of the post's comments and of its page", async () => {
    const post = await publishPost('Talked about');
    const comments = `/api/comment/getPostComments/${post._id}`;
    const page = `/talk/${post._id}`;
    for (let i = 0; i < 2; i++) {
      expect(json(await call(comments))).toEqual([]);
      expect((await call(page)).body.toString()).toContain('<ul></ul>');
    }
    await comment(post._id, 'First!');
    expect(json(await call(comments)).map((c: { content: string }) => c.content)).toEqual([
      'First!',
    ]);
    expect((await call(page)).body.toString()).toContain('<ul><li>First!</li></ul>');
  });

  it('answers from the database again once the cache is cleared or suspended', async () => {
    await call('/api/test/kept');
    const kept = json(await call('/api/test/kept')).loads;
    const cache = testApp.app.services.publicCache;
    cache.clear();
    const reloaded = json(await call('/api/test/kept')).loads;
    expect(reloaded).toBeGreaterThan(kept);
    cache.suspend();
    try {
      expect(json(await call('/api/test/kept')).loads).toBeGreaterThan(reloaded);
      expect(json(await call('/api/test/kept')).loads).toBeGreaterThan(reloaded + 1);
    } finally {
      cache.resume();
    }
  });
});

describe('an answer past its time', () => {
  it('is answered by Fastify, which loads it again, and the fresh one follows', async () => {
    const first = json(await call('/api/test/timed')).loads;
    expect(json(await call('/api/test/timed')).loads).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 350));
    await expect
      .poll(async () => json(await call('/api/test/timed')).loads, { timeout: 2_000 })
      .toBeGreaterThan(first);
  });
});

describe('an answer marked to be loaded again (refresh)', () => {
  it('is answered by Fastify, which loads it again, and the fresh one follows', async () => {
    await call('/api/test/kept');
    const first = json(await call('/api/test/kept')).loads;
    testApp.app.services.publicCache.refresh(['test']);
    await expect
      .poll(async () => json(await call('/api/test/kept')).loads, { timeout: 2_000 })
      .toBeGreaterThan(first);
  });
});

describe('signed-in readers', () => {
  it('never get the visitors’ answer, by bearer token or cookie, nor leave theirs to visitors', async () => {
    const post = await publishPost('Liked');
    const liked = await comment(post._id, 'Like me');
    await as(actors.admin, { method: 'PUT', url: `/api/comment/likeComment/${liked._id}` });
    const url = `/api/comment/getPostComments/${post._id}`;
    const bearer = { authorization: `Bearer ${actors.admin.token}` };
    const cookie = { cookie: `theme=dark; ${ACCESS_TOKEN_COOKIE}=${actors.admin.token}` };

    expect(json(await call(url, { headers: bearer }))[0].isLiked).toBe(true);
    for (let i = 0; i < 2; i++) {
      const visitor = await call(url, { headers: { cookie: 'theme=dark' } });
      expect(json(visitor)[0].isLiked).toBe(false);
      expect(visitor.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=60, stale-while-revalidate=30',
      );
    }
    for (const headers of [bearer, cookie]) {
      const signedIn = await call(url, { headers });
      expect(json(signedIn)[0].isLiked).toBe(true);
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('get a page as private, visitors as public, in either order', async () => {
    const post = await publishPost('Read by all');
    const page = `/talk/${post._id}`;
    const cookie = { cookie: `${ACCESS_TOKEN_COOKIE}=${actors.user.token}` };
    expect((await call(page, { headers: cookie })).headers['cache-control']).toBe(
      'private, no-store',
    );
    for (let i = 0; i < 2; i++) {
      expect((await call(page)).headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=60, stale-while-revalidate=30',
      );
    }
    for (const headers of [cookie, { authorization: `Bearer ${actors.user.token}` }]) {
      expect((await call(page, { headers })).headers['cache-control']).toBe('private, no-store');
    }
  });
});

describe('encodings', () => {
  it('gives br, gzip, deflate and plain readers each their own bytes, the same again', async () => {
    for (let i = 0; i < 8; i++) {
      await as(actors.admin, {
        method: 'POST',
        url: '/api/donation/case',
        payload: { title: `Case ${i}`, description: 'x'.repeat(200) },
      });
    }
    const url = '/api/donation/cases?limit=100';
    const plain = await call(url);
    expect(plain.body.length).toBeGreaterThan(1024);
    const readers = [
      { acceptEncoding: 'br', sent: 'br', decode: brotliDecompressSync },
      { acceptEncoding: 'gzip, deflate, br, zstd', sent: 'br', decode: brotliDecompressSync },
      { acceptEncoding: 'gzip', sent: 'gzip', decode: gunzipSync },
      { acceptEncoding: 'gzip, br;q=0.5', sent: 'gzip', decode: gunzipSync },
      { acceptEncoding: 'deflate', sent: 'deflate', decode: inflateSync },
      { acceptEncoding: 'identity', sent: undefined, decode: (body: Buffer) => body },
    ];
    for (const { acceptEncoding, sent, decode } of readers) {
      const headers = { 'accept-encoding': acceptEncoding };
      const first = await call(url, { headers });
      const second = await call(url, { headers });
      for (const answer of [first, second]) {
        expect(answer.headers['content-encoding'], acceptEncoding).toBe(sent);
        expect(decode(answer.body).equals(plain.body), acceptEncoding).toBe(true);
      }
      expect(headersOf(second), acceptEncoding).toEqual(headersOf(first));
    }
    expect((await call(url)).body.equals(plain.body)).toBe(true);
  });
});

describe('revalidation', () => {
  it('answers a matching If-None-Match with the 304 Fastify sends, and another with the body', async () => {
    const post = await publishPost('Revalidated');
    const url = `/api/comment/getPostComments/${post._id}`;
    const { etag } = (await inject({ method: 'GET', url })).headers as { etag: string };
    const matching = { 'if-none-match': etag };
    const fromFastify = await call(url, { headers: matching });
    const full = await call(url);
    const fromSnapshot = await call(url, { headers: matching });
    expect(fromFastify.status).toBe(304);
    expect(fromSnapshot.status).toBe(304);
    expect(fromSnapshot.body.length).toBe(0);
    expect(headersOf(fromSnapshot)).toEqual(headersOf(fromFastify));

    const other = await call(url, { headers: { 'if-none-match': '"something-else"' } });
    expect(other.status).toBe(200);
    expect(other.body.equals(full.body)).toBe(true);

    await comment(post._id, 'Changed');
    const changed = await call(url, { headers: matching });
    expect(changed.status).toBe(200);
    expect(json(changed)[0].content).toBe('Changed');
  });
});

describe('metrics', () => {
  const scrape = async () =>
    (
      await inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
    ).body;
  const sample = (text: string, name: string, labels: string) =>
    Number(
      text
        .split('\n')
        .find((line) => line.startsWith(`${name}{`) && line.includes(labels))
        ?.split(' ')
        .at(-1) ?? 0,
    );

  it('count the requests the fast path answers, by route, and its cache hits', async () => {
    await call('/api/test/kept');
    await call('/api/test/kept');
    const labels = 'method="GET",route="/api/test/kept",status_class="2xx"';
    const before = await scrape();
    for (let i = 0; i < 3; i++) await call('/api/test/kept');
    const after = await scrape();
    expect(
      sample(after, 'hearth_http_requests_total', labels) -
        sample(before, 'hearth_http_requests_total', labels),
    ).toBe(3);
    const hits = (text: string) =>
      Number(/^hearth_public_cache_hits_total (\S+)$/m.exec(text)?.[1] ?? 0);
    expect(hits(after) - hits(before)).toBe(3);
  });
});

describe('while the app closes', () => {
  it('leaves a request arriving on an open connection to Fastify, which answers 503', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const isUnderWay = new Promise<void>((resolve) => (started = resolve));
    const closing = await createTestApp({
      extend: async (app) => {
        await testRoutes(app);
        // Headed before the close, so its connection stays open for the next request.
        app.get('/api/test/held', async (_request, reply) => {
          reply.hijack();
          reply.raw.writeHead(200, { 'content-length': '4' });
          reply.raw.write('he');
          started();
          await held;
          reply.raw.end('ld');
        });
      },
    });
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = closing.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    await call('/api/test/kept', {}, base);
    const handled = counts.handled;
    expect((await call('/api/test/kept', {}, base)).status).toBe(200);
    expect(counts.handled, 'answered by the fast path before the close').toBe(handled);

    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    socket.write('GET /api/test/held HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await isUnderWay;
    const closed = closing.close();
    await expect.poll(() => closing.app.server.listening).toBe(false);
    socket.write('GET /api/test/kept HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await ended;
    await closed;
    expect([...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1])).toEqual([
      '200',
      '503',
    ]);
  });
});

describe('with request lines in the log', () => {
  it('leaves every request to Fastify, so each one is logged', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      environment: { LOG_LEVEL: 'info', LOG_REQUESTS: 'true' },
      build: { logStream: { write: (line: string) => void lines.push(line) } },
      extend: testRoutes,
    });
    try {
      await logged.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = logged.app.server.address() as AddressInfo;
      for (let i = 0; i < 3; i++) await call('/api/test/kept', {}, `http://127.0.0.1:${port}`);
      const completed = lines.filter((line) => line.includes('"request completed"'));
      expect(completed).toHaveLength(3);
    } finally {
      await logged.close();
    }
  });
});

describe('start-up', () => {
  it('keeps the timeouts Fastify gives the servers it makes itself', () => {
    const { server } = testApp.app;
    expect(server.keepAliveTimeout).toBe(72_000);
    expect(server.requestTimeout).toBe(0);
    expect(server.timeout).toBe(0);
  });

  /** A feature of its own: a GET route and the hook, in one plugin (its encapsulated scope). */
  const withHook =
    (path: string, stage: 'onRequest' | 'preHandler' | 'onSend', hook: () => Promise<void>) =>
    async (app: FastifyInstance) => {
      app.addHook(stage, hook);
      app.get(path, async () => ({ ok: true }));
    };

  it('refuses a hook the fast path does not know of, named or not, and says which', async () => {
    const features = [
      withHook('/api/test/visits', 'onRequest', async function countVisits() {}),
      withHook('/api/test/audited', 'preHandler', async function audit() {}),
      withHook('/api/test/sent', 'onSend', async () => {}),
    ];
    const refused = createTestApp({
      extend: async (app) => {
        for (const feature of features) await app.register(feature);
      },
    });
    await expect(refused).rejects.toThrow(
      /does not know these hooks.*: onRequest countVisits \(on GET \/api\/test\/visits and 1 more\); preHandler audit \(on GET \/api\/test\/audited and 1 more\); onSend \(anonymous\) \(on GET \/api\/test\/sent and 1 more\)\./,
    );
  }, 60_000);

  it('refuses a hook added for the whole app', async () => {
    const everywhere = async (app: FastifyInstance) => {
      app.addHook('onRequest', async function countVisits() {});
    };
    // What `fastify-plugin` does: the hook is the app's, not the plugin's own scope.
    Object.assign(everywhere, { [Symbol.for('skip-override')]: true });
    await expect(createTestApp({ extend: everywhere })).rejects.toThrow(
      /: onRequest countVisits \(on GET \/metrics and \d{2,} more\)\. Name each/,
    );
  }, 90_000);

  it('starts with such a hook on routes that are no GET, or with request lines logged', async () => {
    const onPost = async (app: FastifyInstance) => {
      app.addHook('preHandler', async function audit() {});
      app.post('/api/test/hooked', async () => ({ ok: true }));
    };
    await (await createTestApp({ extend: onPost })).close();
    const logged = await createTestApp({
      environment: { LOG_REQUESTS: 'true' },
      extend: withHook('/api/test/visits', 'onRequest', async function countVisits() {}),
    });
    await logged.close();
  }, 90_000);
});
