import { describe, expect, it } from 'vitest';
import { narrativeFields } from '../test/narrative-fields.ts';
import { headOf, rootOf, serverStateOf, sourceRenderer } from '../test/source-renderer.ts';
import { testFileApp } from '../test/test-file-app.ts';

// Each language has its own address of every page (decision 034): English, the default,
// unprefixed; the others under their code. Caches, crawlers and shared links keep them apart.

const SITE = 'https://hearth.example.org';
const { actors, inject, created, writePost, approveNarrative } = testFileApp(async () => ({
  environment: { PUBLIC_URL: SITE },
  build: { webRenderer: await sourceRenderer() },
}));

const htmlTag = (html: string) => /<html\b[^>]*>/.exec(html)?.[0] ?? '';
const canonicalOf = (html: string) =>
  /<link rel="canonical" href="([^"]+)"/.exec(headOf(html))?.[1];
const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...headOf(html).matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map(
      (match) => [match[1], match[2]],
    ),
  );

describe('a page in another language than the default', () => {
  it('is drawn in Arabic, right to left, under /ar/, with its links kept under /ar/', async () => {
    const story = await created(
      actors.publisher,
      '/api/story/create',
      narrativeFields({ title: 'A roof before the rains' }),
    );
    await approveNarrative(story._id);
    const response = await inject({ method: 'GET', url: `/ar/narrative/${story.slug}` });
    expect(response.statusCode).toBe(200);
    expect(htmlTag(response.body)).toMatch(/lang="ar"/);
    expect(htmlTag(response.body)).toMatch(/dir="rtl"/);
    // Every link but the language menu's, which goes to the page in the other languages.
    const links = [...rootOf(response.body).matchAll(/<a\b[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => !/hreflang=/i.test(tag))
      .flatMap((tag) => /href="(\/[^"]*)"/.exec(tag)?.[1] ?? []);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => !href.startsWith('/ar/') && href !== '/ar')).toEqual([]);
    expect(serverStateOf(response.body).path).toBe(`/ar/narrative/${story.slug}`);
  });

  it('names its own language as canonical and every language as an alternate', async () => {
    const post = await writePost('Market day', '<p>The market was full.</p>');
    const response = await inject({ method: 'GET', url: `/es/post/${post.slug}` });
    expect(response.statusCode).toBe(200);
    expect(htmlTag(response.body)).toMatch(/lang="es" dir="ltr"/);
    expect(canonicalOf(response.body)).toBe(`${SITE}/es/post/${post.slug}`);
    expect(alternatesOf(response.body)).toEqual({
      en: `${SITE}/post/${post.slug}`,
      es: `${SITE}/es/post/${post.slug}`,
      fr: `${SITE}/fr/post/${post.slug}`,
      ar: `${SITE}/ar/post/${post.slug}`,
      sw: `${SITE}/sw/post/${post.slug}`,
      'x-default': `${SITE}/post/${post.slug}`,
    });
  });

  it('keeps each language apart in the cache: the Spanish page is never the English one', async () => {
    const post = await writePost('Harvest', '<p>The harvest is in.</p>');
    const english = await inject({ method: 'GET', url: `/post/${post.slug}` });
    const again = await inject({ method: 'GET', url: `/post/${post.slug}` });
    expect(again.body).toBe(english.body);
    const spanish = await inject({ method: 'GET', url: `/es/post/${post.slug}` });
    expect(htmlTag(english.body)).toMatch(/lang="en"/);
    expect(htmlTag(spanish.body)).toMatch(/lang="es"/);
    expect(canonicalOf(spanish.body)).toBe(`${SITE}/es/post/${post.slug}`);
    expect(canonicalOf(english.body)).toBe(`${SITE}/post/${post.slug}`);
    const spanishAgain = await inject({ method: 'GET', url: `/es/post/${post.slug}` });
    expect(spanishAgain.body).toBe(spanish.body);
  });

  it('draws the home page of a language at the bare prefix', async () => {
    const response = await inject({ method: 'GET', url: '/fr' });
    expect(response.statusCode).toBe(200);
    expect(htmlTag(response.body)).toMatch(/lang="fr"/);
    expect(canonicalOf(response.body)).toBe(`${SITE}/fr`);
  });

  it('answers a missing post as the not-found page in the language', async () => {
    const response = await inject({ method: 'GET', url: '/ar/post/no-such-post' });
    expect(response.statusCode).toBe(404);
    expect(htmlTag(response.body)).toMatch(/lang="ar" dir="rtl"/);
    expect(serverStateOf(response.body).path).toBe('/ar/not-found');
  });
});

describe('the language menu on a server-drawn page', () => {
  it("lists each language in its own name, marks the page's, and goes to the same page", async () => {
    const post = await writePost('Rain', '<p>It rained.</p>');
    const response = await inject({ method: 'GET', url: `/ar/post/${post.slug}` });
    const options = [
      ...rootOf(response.body).matchAll(
        /<a\b[^>]*href="([^"]+)"[^>]*hreflang="([^"]+)"[^>]*>([^<]+)<\/a>/gi,
      ),
    ];
    const header = options.slice(0, 5).map((match) => [match[2], match[1], match[3]]);
    expect(header).toEqual([
      ['en', `/en/post/${post.slug}`, 'English'],
      ['es', `/es/post/${post.slug}`, 'Español'],
      ['fr', `/fr/post/${post.slug}`, 'Français'],
      ['ar', `/ar/post/${post.slug}`, 'العربية'],
      ['sw', `/sw/post/${post.slug}`, 'Kiswahili'],
    ]);
    expect(options[3]![0]).toMatch(/aria-current="true"/);
    expect(options.filter((match) => /aria-current="true"/.test(match[0]))).toHaveLength(2);
  });
});

describe('the default language under a prefix', () => {
  it('moves /en/… for good to the address without it, query kept', async () => {
    const post = await writePost('Wells', '<p>Deep wells.</p>');
    const response = await inject({ method: 'GET', url: `/en/post/${post.slug}?ref=mail` });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/post/${post.slug}?ref=mail`);
    const home = await inject({ method: 'GET', url: '/en' });
    expect(home.statusCode).toBe(301);
    expect(home.headers.location).toBe('/');
  });

  it('leaves an unknown prefix a path like any other (404)', async () => {
    const response = await inject({ method: 'GET', url: '/xx/post/anything' });
    expect(response.statusCode).toBe(404);
    expect(htmlTag(response.body)).toMatch(/lang="en"/);
  });

  it('draws an English page with lang and dir, and an indexed page names x-default', async () => {
    const response = await inject({ method: 'GET', url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(htmlTag(response.body)).toMatch(/lang="en" dir="ltr"/);
    expect(alternatesOf(response.body)['x-default']).toBe(`${SITE}/about`);
    expect(alternatesOf(response.body).ar).toBe(`${SITE}/ar/about`);
  });
});
