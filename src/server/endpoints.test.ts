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
});
