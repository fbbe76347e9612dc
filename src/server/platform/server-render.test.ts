import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActors } from '../test/actors.ts';
import { headOf, rootOf, sourceRenderer } from '../test/source-renderer.ts';
import { createTestApp, injectors, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
const { inject, as } = injectors(() => testApp);
let slug: string;
const title = 'Wells & </script><script>alert(1)</script> pumps';

beforeAll(async () => {
  testApp = await createTestApp({
    environment: { PUBLIC_URL: 'https://hearth.example.org' },
    build: { webRenderer: await sourceRenderer() },
  });
  const { publisher } = await createActors(testApp.app);
  const created = await as(publisher, {
    method: 'POST',
    url: '/api/post/create',
    payload: {
      title,
      content: '<p>Deep wells &amp; hand pumps keep a village going.</p><p>Second part.</p>',
      image: '/uploads/wells.jpg',
    },
  });
  expect(created.statusCode).toBe(201);
  slug = created.json().slug;
});
afterAll(() => testApp.close());

describe('GET /post/{slug} rendered on the server', () => {
  it('carries the post itself: its title in the h1 and its first paragraph', async () => {
    const response = await inject({ method: 'GET', url: `/post/${slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const root = rootOf(response.body);
    expect(root).toMatch(
      /<h1[^>]*>Wells &amp; &lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt; pumps<\/h1>/,
    );
    expect(root).toContain('<p>Deep wells &amp; hand pumps keep a village going.</p>');
  });

  it('has its own title, description, canonical link and absolute preview image', async () => {
    const head = headOf((await inject({ method: 'GET', url: `/post/${slug}` })).body);
    const escapedTitle = 'Wells &amp; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; pumps';
    expect(head).toContain(`<title>${escapedTitle} · Hearth</title>`);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(
      '<meta name="description" content="Deep wells &amp; hand pumps keep a village going. Second part."/>',
    );
    expect(head.match(/name="description"/g)).toHaveLength(1);
    // The shell's noindex (meant for private pages) is gone from a public page.
    expect(head).not.toContain('name="robots"');
    expect(head).toContain(
      `<link rel="canonical" href="https://hearth.example.org/post/${slug}"/>`,
    );
    expect(head).toContain(`<meta property="og:title" content="${escapedTitle}"/>`);
    expect(head).toContain(
      '<meta property="og:image" content="https://hearth.example.org/uploads/wells.jpg"/>',
    );
  });

  it('hands the client the post it was drawn from, with no way out of its script element', async () => {
    const html = (await inject({ method: 'GET', url: `/post/${slug}` })).body;
    const state = /<script type="application\/json" id="hearth-state">(.*?)<\/script>/s.exec(html);
    expect(state).not.toBeNull();
    expect(html).not.toContain('<script>alert(1)</script>');
    const { path, queries } = JSON.parse(state![1]!);
    expect(path).toBe(`/post/${slug}`);
    expect(queries.queries[0].state.data).toMatchObject({ slug, title });
  });

  it('answers an unknown slug 404 with the not-found page, kept out of search results', async () => {
    const response = await inject({ method: 'GET', url: '/post/no-such-post' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>Page not found · Hearth</title>');
    expect(response.body).toContain('<meta name="robots" content="noindex"/>');
    expect(rootOf(response.body)).toMatch(/<h1[^>]*>You(&#x27;|')re All Alone In Here<\/h1>/);
  });

  it('shows an edit in the very next HTML, and a deleted post as not found', async () => {
    const { publisher } = await createActors(testApp.app);
    const created = await as(publisher, {
      method: 'POST',
      url: '/api/post/create',
      payload: { title: 'Before the edit', content: '<p>Old words.</p>' },
    });
    const post = created.json();
    const url = `/post/${post.slug}`;
    expect((await inject({ method: 'GET', url })).body).toContain('Old words.');
    expect((await inject({ method: 'GET', url })).headers.etag).toBeDefined();

    const edited = await as(publisher, {
      method: 'PUT',
      url: `/api/post/updatepost/${post._id}/${publisher.id}`,
      payload: { content: '<p>New words.</p>' },
    });
    expect(edited.statusCode).toBe(200);
    const after = (await inject({ method: 'GET', url })).body;
    expect(rootOf(after)).toContain('New words.');
    expect(after).not.toContain('Old words.');

    await as(publisher, {
      method: 'DELETE',
      url: `/api/post/deletepost/${post._id}/${publisher.id}`,
    });
    expect((await inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('keeps no 404: the address shows the post once it is published', async () => {
    const url = '/post/published-later';
    expect((await inject({ method: 'GET', url })).statusCode).toBe(404);
    const { publisher } = await createActors(testApp.app);
    const created = await as(publisher, {
      method: 'POST',
      url: '/api/post/create',
      payload: { title: 'Published later', content: '<p>Here now.</p>' },
    });
    expect(created.json().slug).toBe('published-later');
    const page = await inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toContain('Here now.');
  });
  it('names its cover size for link previews and preloads the cover at high priority', async () => {
    const { publisher } = await createActors(testApp.app);
    const cover = '/uploads/posts/cover_1200x630.jpg';
    const created = await as(publisher, {
      method: 'POST',
      url: '/api/post/create',
      payload: { title: 'Harvest supper', content: '<p>Long tables.</p>', image: cover },
    });
    const head = headOf(
      (await inject({ method: 'GET', url: `/post/${created.json().slug}` })).body,
    );
    expect(head).toContain(
      `<meta property="og:image" content="https://hearth.example.org${cover}"/>`,
    );
    expect(head).toContain('<meta property="og:image:width" content="1200"/>');
    expect(head).toContain('<meta property="og:image:height" content="630"/>');
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(head)?.[0];
    expect(preload).toContain(`href="${cover}"`);
    expect(preload).toContain('fetchPriority="high"');
    expect(preload).toMatch(/imageSrcSet="[^"]*cover_1200x630\.w960\.webp 960w/);
    expect(preload).toContain('imageSizes="(min-width: 62em) 928px, 100vw"');
  });
});
