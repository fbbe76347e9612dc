import { writeFileSync } from 'node:fs';
import { Agent, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, type RawAnswer } from '../test/raw-http.ts';
import { talkPages } from '../test/talk-pages.ts';
import { testFileApp } from '../test/test-file-app.ts';
import { ACCESS_TOKEN_COOKIE } from './auth.ts';
import { narrativeFields } from '../test/narrative-fields.ts';

/**
 * The fast path proven against the pipeline, route by route, from the app's own route table
 * (`printRoutes`): every GET route is asked as a visitor, with sample values for its
 * parameters. A route whose answer is one the public cache keeps (`public, max-age=0, s-maxage=…` with an
 * ETag) must be answered by the fast path when asked again, with what the pipeline (`inject`,
 * which never passes through the fast path) answers: status, headers and body, in each
 * encoding, by HEAD and as a 304. Every other route must never be answered by it, and neither
 * must what it leaves to Fastify (signed-in readers, other methods, `x-no-compression`, ...).
 */
const METRICS_TOKEN = 'metrics-token-for-the-route-table-0123456789';

const { testApp, actors, inject, created, approveNarrative } = testFileApp({
  environment: { METRICS_TOKEN },
  build: {
    webRenderer: talkPages,
    // A sitemap file per address, so that `/sitemap-1.xml` is there.
    sitemapLimits: { urlsPerFile: 1 },
  },
});
let baseUrl: string;
/** Values for each route parameter, by its name: the first one that is found is used. */
let samples: Record<string, string[]>;

beforeAll(async () => {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;

  const post = await created(actors.publisher, '/api/post/create', {
    title: 'Read twice',
    content: '<p>Words</p>',
  });
  await created(actors.user, '/api/comment/create', { postId: post._id, content: 'Hello' });
  const donationCase = await created(actors.admin, '/api/donation/case', {
    title: 'A roof',
    description: 'x'.repeat(200),
  });
  const story = await created(actors.publisher, '/api/story/create', narrativeFields());
  await approveNarrative(story._id);
  writeFileSync(join(testApp.config.dataDir, 'uploads', 'sample.webp'), 'not really an image');
  samples = {
    id: [donationCase._id, actors.publisher.id],
    caseId: [donationCase._id],
    postId: [post._id],
    storyId: [story._id],
    slug: [story.slug],
    userId: [actors.publisher.id],
    username: [actors.publisher.username],
    category: [post.category],
    file: ['1'],
    // Of routes no visitor's answer is kept on: any value does.
    sessionId: ['cs_test_none'],
    provider: ['google'],
    token: ['not-a-token'],
    year: ['2026'],
    '*': [`talk/${post._id}`, 'sample.webp'],
  };
});

const agent = new Agent({ keepAlive: true });
afterAll(() => agent.destroy());

/** Every GET route's pattern, read from Fastify's own print of its route tree. */
function getRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  // With its common prefixes: the print without them leaves out some wildcard routes.
  for (const line of app.printRoutes({ method: 'GET' }).split('\n')) {
    const node = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    stack.length = depth;
    stack.push(node[2]!);
    if (node[3]?.split(', ').includes('GET')) routes.push(stack.join(''));
  }
  return routes;
}

const paramsOf = (route: string) =>
  [...route.matchAll(/:(\w+)(?:\([^)]*\))?|\*/g)].map((match) => match[1] ?? '*');

/** The addresses to try for `route`: its parameters filled with each sample in turn. */
function addressesOf(route: string): string[] {
  let addresses = [route];
  for (const param of paramsOf(route)) {
    const values = samples[param];
    if (!values) throw new Error(`No sample value for :${param} of ${route}: add one to samples`);
    const pattern = param === '*' ? '*' : new RegExp(`:${param}(?:\\([^)]*\\))?`);
    addresses = addresses.flatMap((address) =>
      values.map((value) => address.replace(pattern, value)),
    );
  }
  return addresses;
}

const call = (path: string, options: Parameters<typeof rawRequest>[1] = {}) =>
  rawRequest(`${baseUrl}${path}`, options, agent);

/**
 * What a client reads of an answer, less `date` (the second it was sent) and what Node's HTTP
 * server adds to every answer on a kept-alive connection (`connection`, `keep-alive`), which
 * `inject` does not go through.
 */
function visible(headers: IncomingHttpHeaders | Record<string, unknown>) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return Object.fromEntries(Object.entries(rest).map(([name, value]) => [name, String(value)]));
}

async function pipeline(url: string, method: 'GET' | 'HEAD', headers: Record<string, string>) {
  const answer = await inject({ method, url, headers });
  return { status: answer.statusCode, headers: visible(answer.headers), body: answer.rawPayload };
}
const seen = (answer: RawAnswer) => ({
  status: answer.status,
  headers: visible(answer.headers),
  body: answer.body,
});

/** The fast path's answers so far, by route pattern (`hearth_fast_path_answers_total`). */
async function fastAnswers(): Promise<Map<string, number>> {
  const text = (
    await inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
  ).body;
  const counts = new Map<string, number>();
  for (const [, route, count] of text.matchAll(
    /^hearth_fast_path_answers_total\{route="(.*)"\} (\S+)$/gm,
  )) {
    counts.set(route!.replaceAll('\\\\', '\\'), Number(count));
  }
  return counts;
}

type Answer = Awaited<ReturnType<typeof pipeline>>;

/** An answer anyone may keep: the only kind the fast path may give again. */
const shareable = (answer: Answer) =>
  answer.status === 200 &&
  /^public\b/.test(answer.headers['cache-control'] ?? '') &&
  answer.headers.etag !== undefined;

/** The public cache's own answers (`sendCachedAnswer`), which the fast path must give again. */
const kept = (answer: Answer) =>
  shareable(answer) &&
  /^public, max-age=0, s-maxage=\d+\b/.test(answer.headers['cache-control'] ?? '');

/**
 * With a client build (`npm run build`), each of its files is a route of its own, of a few
 * handlers: one route of each kind of file (`.js`, `.js.br`, `.js.map`...) stands for the rest.
 */
function oneOfEachBuiltFile(routes: string[]): string[] {
  const kinds = new Set<string>();
  return routes.filter((route) => {
    if (!route.startsWith('/assets/')) return true;
    const kind = route.slice(route.indexOf('.'));
    if (kinds.has(kind)) return false;
    kinds.add(kind);
    return true;
  });
}

const ENCODINGS = ['', 'gzip', 'gzip, deflate, br'];

/** Routes whose answer to a visitor is 404 whatever the sample (else a sample is missing). */
const NOT_FOUND_FOR_VISITORS: Record<string, string> = {
  '/api/donation/checkout/:sessionId': 'a checkout session of the payment provider',
  '/api/donation/monthly/:token': "a monthly gift's signed link, mailed with its receipts",
  '/api/auth/oauth/:provider/start': 'no sign-in provider is set up in tests',
  '/api/auth/oauth/:provider/callback': 'no sign-in provider is set up in tests',
  '/api/post/:postId/revisions': 'shown to the author and admins only',
};

/** Asked again in each of these ways, a kept answer is left to Fastify. */
const notForTheFastPath = (token: string): Parameters<typeof rawRequest>[1][] => [
  { headers: { authorization: `Bearer ${token}` } },
  { headers: { cookie: `theme=dark; ${ACCESS_TOKEN_COOKIE}=${token}` } },
  // A malformed token counts too: Fastify says what is wrong with it.
  { headers: { authorization: 'Bearer undefined' } },
  { headers: { 'x-no-compression': '1' } },
  { method: 'HEAD', headers: { 'if-none-match': '"anything"' } },
  { method: 'POST' },
  { method: 'PUT' },
  { method: 'DELETE' },
  { method: 'OPTIONS' },
];

describe('every GET route of the app', () => {
  it('is answered by the fast path when the public cache keeps its answer, with the pipeline’s answer', async () => {
    const routes = oneOfEachBuiltFile(getRoutes(testApp.app));
    expect(routes).toContain('/api/post/getposts');
    const cached: string[] = [];
    /** Fast answers each route must have had. */
    const expected = new Map<string, number>();
    /** Those it may have had, all or none: other shareable answers (built files, uploads). */
    const allOrNone = new Map<string, number>();
    const before = await fastAnswers();
    for (const route of routes) {
      if (route.startsWith('/api/docs') || route === '/metrics') continue;
      let chosen: string | undefined;
      let first: Answer | undefined;
      for (const address of addressesOf(route)) {
        first = await pipeline(address, 'GET', {});
        chosen = address;
        if (first.status !== 404) break;
      }
      expect(first!.status === 404, `${route}: a sample that is found`).toBe(
        route in NOT_FOUND_FOR_VISITORS,
      );
      const url = chosen!;
      if (!shareable(first!)) {
        await call(url);
        await call(url);
        expected.set(route, 0);
        continue;
      }
      if (kept(first!)) cached.push(route);
      let fast = 0;
      for (const encoding of ENCODINGS) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        await call(url, { headers });
        const answer = await call(url, { headers });
        fast += 1;
        expect(seen(answer), `${url} ${encoding}`).toEqual(await pipeline(url, 'GET', headers));

        await call(url, { method: 'HEAD', headers });
        const head = await call(url, { method: 'HEAD', headers });
        fast += 1;
        expect(seen(head), `HEAD ${url} ${encoding}`).toEqual(await pipeline(url, 'HEAD', headers));

        const revalidating = { ...headers, 'if-none-match': answer.headers.etag as string };
        const notModified = await call(url, { headers: revalidating });
        fast += 1;
        expect(notModified.status).toBe(304);
        expect(seen(notModified), `304 ${url} ${encoding}`).toEqual(
          await pipeline(url, 'GET', revalidating),
        );
      }

      // An unknown query key is read as the route reads it, by the same rules each time.
      const other = `${url}${url.includes('?') ? '&' : '?'}unknown=1`;
      await call(other);
      const otherAnswer = await pipeline(other, 'GET', {});
      expect(seen(await call(other)), other).toEqual(otherAnswer);
      if (shareable(otherAnswer)) fast += 1;

      // Bracketed keys are refused (decision 007), every time.
      const bracketed = `${url}${url.includes('?') ? '&' : '?'}slug[$ne]=x`;
      for (let i = 0; i < 2; i++) expect((await call(bracketed)).status, bracketed).toBe(400);

      for (const options of notForTheFastPath(actors.user.token)) {
        await call(url, options);
        await call(url, options);
      }
      (kept(first!) ? expected : allOrNone).set(route, fast);
    }
    // Those of today, at least: a route that stops being kept is noticed.
    expect(cached).toEqual(
      expect.arrayContaining([
        '/api/post/getposts',
        '/api/comment/getPostComments/:postId',
        '/api/donation/case/:id',
        '/api/story/get/:storyId',
        '/api/user/username/:username',
        '/sitemap-:file(^\\d+).xml',
        '/feeds/posts/rss.xml',
        '/*',
      ]),
    );
    const after = await fastAnswers();
    const answered = (route: string) => (after.get(route) ?? 0) - (before.get(route) ?? 0);
    expect(new Map([...expected.keys()].map((route) => [route, answered(route)]))).toEqual(
      expected,
    );
    for (const [route, fast] of allOrNone) expect([0, fast], route).toContain(answered(route));
  }, 120_000);
});
