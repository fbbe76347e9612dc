import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../test/raw-http.ts';
import { registerApiCacheControl } from './cache-control.ts';
import { fastReadsServer, registerFastReads } from './fast-reads.ts';
import { unmeasured } from './metrics.ts';
import { createPublicCache } from './public-cache.ts';
import { registerSecurityHeaders } from './security.ts';
import { registerWebApp } from './spa.ts';

/**
 * The client build's hashed files as a browser gets them from memory: the build's own brotli and
 * gzip copies, cached for a year with an ETag, and a repeated request answered in front of
 * Fastify. Source maps still come from disk.
 */
const script = Buffer.from(`console.log(${JSON.stringify('hearth '.repeat(400))});\n`);
const copies = { br: brotliCompressSync(script), gzip: gzipSync(script) };
const SCRIPT = '/assets/app-3f2a1b.js';

let app: FastifyInstance;
let baseUrl: string;
/** Requests the fast path answered, by route. */
const answeredFast: string[] = [];

beforeAll(async () => {
  const webDir = mkdtempSync(join(tmpdir(), 'hearth-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<html><body><div id="root"></div></body></html>');
  writeFileSync(join(webDir, SCRIPT), script);
  writeFileSync(join(webDir, `${SCRIPT}.br`), copies.br);
  writeFileSync(join(webDir, `${SCRIPT}.gz`), copies.gzip);
  writeFileSync(join(webDir, `${SCRIPT}.map`), '{"version":3}');

  const fastReads = fastReadsServer(createPublicCache(), {
    ...unmeasured,
    fastAnswer: (route) => void answeredFast.push(route),
  });
  app = Fastify(fastReads.fastifyOptions);
  registerFastReads(app, fastReads);
  registerSecurityHeaders(app, { isHttps: false, imageOrigins: [] });
  registerApiCacheControl(app);
  await registerWebApp(app, webDir, join(webDir, 'uploads'));
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(`${baseUrl}${path}`, { headers });

describe('built files', () => {
  it("sends each reader the build's copy in the encoding it takes, cached for a year", async () => {
    for (const [acceptEncoding, encoding, bytes] of [
      ['br, gzip', 'br', copies.br],
      ['gzip', 'gzip', copies.gzip],
      ['identity', null, script],
    ] as const) {
      const response = await get(SCRIPT, { 'accept-encoding': acceptEncoding });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding ?? undefined);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.body).toEqual(bytes);
    }
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await get(SCRIPT, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(SCRIPT, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers a repeated request in front of Fastify, with the same bytes and headers', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate' };
    const first = await get(SCRIPT, headers);
    const answered = answeredFast.length;
    const second = await get(SCRIPT, headers);
    expect(answeredFast.slice(answered)).toEqual([SCRIPT]);
    expect(second.body).toEqual(first.body);
    const { date: _first, ...firstHeaders } = first.headers;
    const { date: _second, ...secondHeaders } = second.headers;
    expect(secondHeaders).toEqual(firstHeaders);
  });

  it('serves source maps from disk and answers a missing file 404 JSON', async () => {
    const map = await get(`${SCRIPT}.map`);
    expect(map.status).toBe(200);
    expect(JSON.parse(map.body.toString())).toEqual({ version: 3 });
    const missing = await get('/assets/missing-1234.js');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString())).toMatchObject({ statusCode: 404 });
  });
});
