import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from '../test/actors.ts';
import { liveSocket } from '../test/live-socket.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const TOKEN = 'metrics-token-for-the-scraper-0123456789';

// Without METRICS_TOKEN or METRICS_PORT, `/metrics` is unknown: health.test.ts, whose app has neither.

/** The value of one sample (`name{labels} value`) of the exposition text; 0 when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return 0;
}

describe('metrics with METRICS_TOKEN', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      environment: { METRICS_TOKEN: TOKEN },
      build: { deliverOutbox: false },
      extend: async (scoped) => {
        scoped.get('/api/test/crash', async () => {
          throw new Error('something broke');
        });
      },
    });
  });
  afterAll(() => testApp.close());

  const scrape = async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('refuses a scraper without the token, or with another, and says nothing', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token', TOKEN, `Basic ${TOKEN}`]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('hearth_');
    }
  });

  it('serves the Prometheus text format to the bearer of the token', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE hearth_http_requests_total counter');
    expect(response.body).toContain('process_resident_memory_bytes');
  });

  it('counts requests and their time by route pattern and status class, never by address', async () => {
    const actor = await createActor(testApp.app, 'user');
    const labels = { method: 'GET', route: '/api/user/:id', status_class: '2xx' };
    const before = await scrape();
    await testApp.app.inject({ method: 'GET', url: `/api/user/${actor.id}` });
    await testApp.app.inject({ method: 'GET', url: `/api/user/${actor.id}?again=1` });
    const after = await scrape();

    expect(sample(after, 'hearth_http_requests_total', labels)).toBe(
      sample(before, 'hearth_http_requests_total', labels) + 2,
    );
    expect(sample(after, 'hearth_http_request_duration_seconds_count', labels)).toBe(
      sample(before, 'hearth_http_request_duration_seconds_count', labels) + 2,
    );
    expect(after).not.toContain(actor.id);
  });

  it('counts answers of 5xx as errors, and unknown addresses under one label', async () => {
    await testApp.app.inject({ method: 'GET', url: '/api/test/crash' });
    await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing/12345' });
    const text = await scrape();
    expect(
      sample(text, 'hearth_http_server_errors_total', { method: 'GET', route: '/api/test/crash' }),
    ).toBe(1);
    // With the web app built, its catch-all route (`/*`) answers unknown API paths 404 too.
    const unknownAnswers = ['unmatched', '/*'].map((route) =>
      sample(text, 'hearth_http_requests_total', { route, status_class: '4xx' }),
    );
    expect(Math.max(...unknownAnswers)).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('no-such-thing');
  });

  it('moves the public cache misses on a first read and the hits on the next', async () => {
    const url = '/api/post/getposts?limit=7';
    const before = await scrape();
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const between = await scrape();
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const after = await scrape();

    const misses = (text: string) => sample(text, 'hearth_public_cache_misses_total');
    const hits = (text: string) => sample(text, 'hearth_public_cache_hits_total');
    expect(misses(between)).toBe(misses(before) + 1);
    expect(hits(between)).toBe(hits(before));
    expect(hits(after)).toBe(hits(between) + 1);
    expect(misses(after)).toBe(misses(between));
  });

  it('times the database statements', async () => {
    const before = sample(await scrape(), 'hearth_db_query_duration_seconds_count', {
      outcome: 'ok',
    });
    await createActor(testApp.app, 'user');
    const after = sample(await scrape(), 'hearth_db_query_duration_seconds_count', {
      outcome: 'ok',
    });
    expect(after).toBeGreaterThan(before);
  });

  it('shows the mail and push waiting in the outbox', async () => {
    const waiting = (text: string, kind: string) =>
      sample(text, 'hearth_outbox_messages', { kind, state: 'queued' });
    const before = await scrape();
    await testApp.app.outbox.enqueue('mail', [{ to: 'someone@example.org', subject: 'Hello' }]);
    const after = await scrape();
    expect(waiting(after, 'mail')).toBe(waiting(before, 'mail') + 1);
    expect(after).toContain('hearth_outbox_messages{kind="push",state="queued"} 0');
  });

  it('counts the live connections open on this process', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as AddressInfo;
    const actor = await createActor(testApp.app, 'user');
    const sockets: Socket[] = [];
    try {
      await liveSocket(`http://127.0.0.1:${port}`, { auth: { token: actor.token } }, sockets);
      expect(sample(await scrape(), 'hearth_socketio_connected_clients')).toBe(1);
    } finally {
      sockets.forEach((socket) => socket.disconnect());
    }
  });
});

describe('metrics on METRICS_PORT', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ environment: { METRICS_PORT: '0' } });
  });
  afterAll(() => testApp.close());

  const metricsUrl = (path: string) => {
    const { port } = testApp.app.metricsServer!.address() as AddressInfo;
    return `http://127.0.0.1:${port}${path}`;
  };

  it('serves them on their own listener without a token', async () => {
    await testApp.app.inject({ method: 'GET', url: '/api/post/getposts' });
    const response = await fetch(metricsUrl('/metrics'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(
      sample(text, 'hearth_http_requests_total', { route: '/api/post/getposts' }),
    ).toBeGreaterThanOrEqual(1);
    expect((await fetch(metricsUrl('/api/health'))).status).toBe(404);
  });

  it('leaves /metrics on the main port unknown', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
  });
});
