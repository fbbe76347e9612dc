import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './test/test-app.ts';

let testApp: TestApp;

/**
 * Every method and path of Fastify's route tree (`printRoutes({ commonPrefix: false })`) under
 * /api, without the HEAD that Fastify adds beside each GET.
 */
function servedApiRoutes(tree: string) {
  const ancestors: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (ancestors[depth - 1] ?? '') + match[2]!;
    ancestors[depth] = url;
    const methods = match[3]?.split(', ') ?? [];
    for (const method of methods) {
      if (method === 'HEAD' && methods.includes('GET')) continue;
      if (url.startsWith('/api/')) routes.push({ method, url });
    }
  }
  return routes;
}

/** `/api/user/:id` as OpenAPI writes it: `/api/user/{id}`. */
/** A POST to the test route that echoes its body, as `contentType` when the body is a string. */
const echo = (payload: string | object, contentType?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/test/echo',
    ...(contentType && { headers: { 'content-type': contentType } }),
    payload,
  });

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

beforeAll(async () => {
  // Routes that exist only in this test, to exercise the shared error handling.
  testApp = await createTestApp({
    extend: async (scoped) => {
      scoped.post(
        '/api/test/echo',
        { schema: { body: z.object({ title: z.string({ message: 'Title is required' }) }) } },
        async (request) => ({ title: (request.body as { title: string }).title }),
      );
      scoped.put('/api/test/no-body', async (request) => ({ received: request.body ?? null }));
      scoped.get('/api/test/crash', async () => {
        throw new Error('database password is hunter2');
      });
      scoped.post(
        '/api/test/undocumented-conflict',
        { schema: { response: { 200: z.object({ ok: z.boolean() }) } } },
        // As an error thrown deep in an operation answers it: the types cannot see that.
        async (_request, reply) => reply.status(409 as 200).send({ ok: false }),
      );
    },
  });
}, 60_000);

afterAll(() => testApp.close());

describe('health', () => {
  it('reports the process and the database', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: { ok: true, kind: process.env.DATABASE_URL ? 'postgres' : 'embedded' },
    });
  });
});

describe('error responses', () => {
  it('answers unknown API routes with 404 JSON', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      success: false,
      statusCode: 404,
      message: 'Route GET /api/nope not found',
    });
  });

  it('answers malformed JSON with 400 JSON', async () => {
    const response = await echo('{bad', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      statusCode: 400,
      message: 'The request body is not valid JSON',
    });
  });

  it('takes an empty JSON body as {}, on routes with and without a body schema', async () => {
    const empty = { 'content-type': 'application/json' };
    const noBody = await testApp.app.inject({
      method: 'PUT',
      url: '/api/test/no-body',
      headers: empty,
    });
    expect(noBody.statusCode).toBe(200);
    expect(noBody.json()).toEqual({ received: {} });
    const withSchema = await echo('', 'application/json; charset=utf-8');
    expect(withSchema.statusCode).toBe(400);
    expect(withSchema.json().message).toBe('Title is required');
  });

  it('still refuses JSON that poisons prototypes', async () => {
    const response = await echo('{"title":"x","__proto__":{"isAdmin":true}}', 'application/json');
    expect(response.statusCode).toBe(400);
  });

  it('answers a value of the wrong type with the contract message', async () => {
    const response = await echo({ title: { $ne: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'Title is required' });
  });

  it('refuses query keys that smuggle objects', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health?slug[$ne]=x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, statusCode: 400 });
  });

  it('answers unexpected errors with 500 and no internals', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      statusCode: 500,
      message: 'Something went wrong',
    });
    expect(response.body).not.toContain('hunter2');
  });
});

describe('security and documentation', () => {
  it('sends security headers with a content security policy', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('serves an OpenAPI description generated from the contracts', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/health'].get.responses['200']).toBeDefined();
  });

  it('describes every API route it serves, HEAD /api/user/validate-token included', async () => {
    const document = testApp.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const undocumented = servedApiRoutes(testApp.app.printRoutes({ commonPrefix: false }))
      .filter(({ url }) => !url.startsWith('/api/docs'))
      .filter(({ method, url }) => !document.paths[openApiPath(url)]?.[method.toLowerCase()])
      .map(({ method, url }) => `${method} ${url}`);
    expect(undocumented).toEqual([]);
    expect(document.paths['/api/user/validate-token']?.head).toBeDefined();
  });

  it('lists the conflicts and limits a route may answer, beside the common errors', async () => {
    const { paths } = testApp.app.swagger();
    const statuses = (path: string, method: 'get' | 'post') =>
      Object.keys(paths![path]![method]!.responses ?? {}).sort();
    // A conflict, declared by the route (`RouteDocs.errors`).
    const common = ['400', '401', '403', '404'];
    expect(statuses('/api/post/create', 'post')).toEqual(['201', ...common, '409']);
    // A limit counted by a rate-limit hook documents itself.
    expect(statuses('/api/comment/create', 'post')).toContain('429');
    expect(statuses('/api/report', 'post')).toEqual(['201', ...common, '409', '429']);
    // The sign-in's throttle is no hook: the route declares it.
    expect(statuses('/api/auth/signin', 'post')).toContain('429');
    expect(statuses('/api/upload', 'post')).toEqual(expect.arrayContaining(['413', '429']));
    // A route without a limit lists none.
    expect(statuses('/api/post/getposts', 'get')).not.toContain('429');
  });

  it('refuses, in tests, an answer whose status the route does not list (500 naming both)', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/undocumented-conflict',
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe(
      'POST /api/test/undocumented-conflict answered 409, which its OpenAPI description does not list',
    );
  });

  it('serves the public site settings', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/site' });
    expect(response.json()).toEqual({
      name: 'Hearth',
      contactEmail: 'hello@hearth.local',
      paymentProvider: 'none',
    });
  });
});
