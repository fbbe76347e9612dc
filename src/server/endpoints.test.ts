import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '#contracts/endpoint.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * The contracts' endpoints and the server's API routes are the same list: each endpoint is
 * served at its method and path.
 */

const contracts = new URL('../contracts/', import.meta.url);
const files = readdirSync(contracts).filter((file) => file.endsWith('.endpoints.ts'));
const endpoints = (
  await Promise.all(
    files.map(async (file) => {
      const module = (await import(new URL(file, contracts).href)) as Record<string, Endpoint>;
      return Object.entries(module).map(([name, endpoint]) => ({
        name: `${file} ${name}`,
        endpoint,
      }));
    }),
  )
).flat();

/** Fastify's `:id` as the OpenAPI document writes it, `{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/**
 * Routes no client calls for JSON: liveness and readiness probes (their 503 has a body of its
 * own), OAuth's redirects, Stripe's webhook, and the case-update links mailed to donors, which
 * answer pages, as the page of a bulk mail's unsubscribe link does.
 */
const NOT_CALLED_BY_THE_APP = [
  /^GET \/api\/health/,
  /^GET \/api\/auth\/oauth\/\{provider\}\/(start|callback)$/,
  /^POST \/api\/donation\/stripe\/webhook$/,
  /^(GET|POST) \/api\/donation\/updates\/(confirm|unsubscribe)$/,
  /^GET \/api\/subscriptions\/unsubscribe\/\{token\}$/,
];

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('endpoints', () => {
  it('are declared in the contracts', () => {
    expect(endpoints.length).toBeGreaterThan(10);
  });

  it.each(endpoints)('$name is served at its method and path', ({ endpoint }) => {
    expect(testApp.app.hasRoute({ method: endpoint.method, url: endpoint.path })).toBe(true);
  });

  it('are every API route the app calls: the rest answer pages, redirects, probes or Stripe', () => {
    const document = testApp.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const declared = new Set(
      endpoints.map(({ endpoint }) => `${endpoint.method} ${openApiPath(endpoint.path)}`),
    );
    const undeclared = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      )
      .filter(
        (route) => !declared.has(route) && !NOT_CALLED_BY_THE_APP.some((rule) => rule.test(route)),
      );
    expect(undeclared).toEqual([]);
  });
});
