import { beforeAll, describe, expect, it } from 'vitest';
import type { RenderPage } from '#contracts/server-render.ts';
import { testFileApp } from '../test/test-file-app.ts';

/**
 * Server-rendered pages kept in the public cache, as readers notice it: the next page after a
 * write shows the write, visitors and signed-in readers get the same bytes under their own
 * caching rules, and nothing a render could not share is kept. The renderer here draws a post's
 * comments from the API the way the web's renderer draws its pages (through `options.fetch`).
 */
const renderComments: RenderPage = async (path, { fetch }) => {
  const match = /^\/talk\/([^/?]+)/.exec(path);
  if (!match) return { kind: 'shell' };
  const response = await fetch(`/api/comment/getPostComments/${match[1]}`);
  if (!response.ok)
    return { kind: 'page', status: 404, head: '', body: 'Not here', state: '{}', modules: [] };
  const comments = (await response.json()) as { content: string; numberOfLikes: number }[];
  const items = comments.map((comment) => `<li>${comment.content} (${comment.numberOfLikes})</li>`);
  return {
    kind: 'page',
    status: 200,
    head: '',
    body: `<ul>${items.join('')}</ul>`,
    state: '{}',
    modules: [],
  };
};
const template =
  '<html><head><title>Hearth</title></head><body><div id="root"></div></body></html>';

const { actors, inject, as, writePost } = testFileApp({
  build: { webRenderer: { template, renderPage: renderComments, pageAddress: (path) => path } },
});
let postId: string;

beforeAll(async () => {
  postId = (await writePost('Talked about', '<p>Words</p>'))._id;
});

const list = (html: string) => /<ul>(.*)<\/ul>/.exec(html)?.[1];

describe('a cached page after a write', () => {
  it('shows a comment, its edit, a like and its deletion in the very next HTML', async () => {
    const page = `/talk/${postId}`;
    const read = async () => list((await inject({ method: 'GET', url: page })).body);
    expect(await read()).toBe('');
    expect(await read()).toBe('');

    const comment = await as(actors.user, {
      method: 'POST',
      url: '/api/comment/create',
      payload: { postId, content: 'First!' },
    });
    expect(comment.statusCode).toBe(201);
    const commentId = comment.json()._id;
    expect(await read()).toBe('<li>First! (0)</li>');

    await as(actors.user, {
      method: 'PUT',
      url: `/api/comment/editComment/${commentId}`,
      payload: { content: 'Edited' },
    });
    expect(await read()).toBe('<li>Edited (0)</li>');

    await as(actors.admin, { method: 'PUT', url: `/api/comment/likeComment/${commentId}` });
    expect(await read()).toBe('<li>Edited (1)</li>');

    await as(actors.user, { method: 'DELETE', url: `/api/comment/deleteComment/${commentId}` });
    expect(await read()).toBe('');
  });

  it('keeps no page drawn from an answer that was not shared, so it appears once it exists', async () => {
    const missing = '/talk/00000000-0000-4000-8000-000000000000';
    const first = await inject({ method: 'GET', url: missing });
    expect(first.statusCode).toBe(404);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toBeUndefined();
    expect((await inject({ method: 'GET', url: missing })).statusCode).toBe(404);
  });
});

describe('HTTP caching of pages', () => {
  it('answers visitors public, no-cache with an ETag, and a matching If-None-Match with 304', async () => {
    const url = `/talk/${postId}`;
    const first = await inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=30',
    );
    expect(first.headers.vary).toBe('accept-encoding, authorization, cookie');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);

    const again = await inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("gives a signed-in reader the visitor's bytes, marked private", async () => {
    const url = `/talk/${postId}?for=readers`;
    const visitor = await inject({ method: 'GET', url });
    for (const headers of [actors.user.headers, { cookie: `access_token=${actors.user.token}` }]) {
      const reader = await inject({ method: 'GET', url, headers });
      expect(reader.statusCode).toBe(200);
      expect(reader.body).toBe(visitor.body);
      expect(reader.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('never tells an outside caller what a page or an answer shows (its cache tags)', async () => {
    for (const url of [`/talk/${postId}`, `/api/comment/getPostComments/${postId}`]) {
      const response = await inject({
        method: 'GET',
        url,
        headers: { 'x-hearth-render-key': 'guessed' },
      });
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.headers).filter((name) => name.startsWith('x-hearth'))).toEqual(
        [],
      );
    }
  });

  it('answers an unknown API path and a missing asset 404 JSON, never a page', async () => {
    for (const url of ['/api/nothing-here', '/assets/missing.js', '/uploads/missing.png']) {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ success: false, statusCode: 404 });
    }
  });
});
