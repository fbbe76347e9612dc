import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createActor, type Actor } from '../test/actors.ts';
import { createTestApp, injectors, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
let member: Actor;
const { inject, as } = injectors(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({
    // A public read that opts in to caching, and fails when asked to.
    extend: async (scoped) => {
      scoped.get(
        '/api/test/public-read',
        {
          config: { publicCache: 'public, max-age=60' },
          schema: { querystring: z.object({ fail: z.literal('yes').optional() }) },
        },
        async (request) => {
          if ((request.query as { fail?: string }).fail) throw new Error('the read failed');
          return { ok: true };
        },
      );
    },
  });
  member = await createActor(testApp.app, 'user');
  await inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      username: 'cached',
      email: 'cached@example.org',
      password: 'secret-pass',
      dateOfBirth: '1990-01-01',
    },
  });
}, 60_000);

afterAll(() => testApp.close());

describe('Cache-Control of API answers', () => {
  it('keeps a sign-in answer, which carries the token and the e-mail, out of every cache', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'cached', password: 'secret-pass' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toEqual(expect.any(String));
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['the session check', { method: 'HEAD', url: '/api/user/validate-token' }],
    ['the session user with a fresh token', { method: 'GET', url: '/api/user/refresh-token/data' }],
    ['the notifications', { method: 'GET', url: '/api/notification' }],
    ['the unread count', { method: 'GET', url: '/api/notification/unread-count' }],
  ] as const)('keeps %s out of every cache', async (_name, request) => {
    const response = await as(member, request);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps public reads out of caches too until they opt in (the user search)', async () => {
    const response = await inject({ method: 'GET', url: '/api/user/search?username=cach' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a refused', { method: 'GET', url: '/api/notification' }, 401],
    ['an invalid', { method: 'GET', url: '/api/post/getposts?limit=0' }, 400],
    ['an unknown', { method: 'GET', url: '/api/nowhere' }, 404],
  ] as const)('keeps %s request’s error out of every cache', async (_name, request, status) => {
    const response = await inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('lets a public read that opts in be cached, but never its errors', async () => {
    const read = await inject({ method: 'GET', url: '/api/test/public-read' });
    expect(read.headers['cache-control']).toBe('public, max-age=60');
    const failed = await inject({ method: 'GET', url: '/api/test/public-read?fail=yes' });
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['cache-control']).toBe('no-store');
  });

  it('answers the public site settings from the public cache, revalidated by their ETag', async () => {
    const response = await inject({ method: 'GET', url: '/api/site' });
    expect(response.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=30',
    );
    const again = await inject({
      method: 'GET',
      url: '/api/site',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
