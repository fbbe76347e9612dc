import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from '../../test/actors.ts';
import { testFileApp } from '../../test/test-file-app.ts';
import { contentWriter } from './public-content.fixture.ts';

const { testApp, actors, inject } = testFileApp({
  environment: { PUBLIC_URL: 'https://hearth.example.org' },
});
let write: ReturnType<typeof contentWriter>;
const site = () => testApp.config.publicUrl;

beforeAll(async () => {
  write = contentWriter(() => testApp, actors.admin);
});

interface UrlEntry {
  loc: string;
  lastmod?: string;
}

interface ParsedUrl extends UrlEntry {
  'xhtml:link': { '@_rel': string; '@_hreflang': string; '@_href': string }[];
}

/** The sitemap's addresses, after checking that it is well-formed sitemaps.org XML. */
async function sitemapEntries(): Promise<UrlEntry[]> {
  return (await sitemapUrls()).map(({ loc, lastmod }) => (lastmod ? { loc, lastmod } : { loc }));
}

async function sitemapUrls(): Promise<ParsedUrl[]> {
  const response = await inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(XMLValidator.validate(response.body)).toBe(true);
  const document = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'url' || name === 'xhtml:link',
  }).parse(response.body);
  expect(document.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(document.urlset['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  return document.urlset.url;
}

const locations = async () => (await sitemapEntries()).map((entry) => entry.loc);

describe('robots.txt', () => {
  it('lets crawlers read the public pages, keeps them out of private ones, names the sitemap', async () => {
    const response = await inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    // A crawler keeps out of every path that starts with a Disallow prefix.
    const prefixes = lines
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    const crawlable = (path: string) => !prefixes.some((prefix) => path.startsWith(prefix));
    for (const privatePage of [
      '/api/post/getposts',
      '/dashboard',
      '/dashboard?tab=profile',
      '/sign-in',
      '/sign-up',
      '/request-password-reset',
      '/reset-password/u1/t1',
      '/users/u1/verify/t1',
      '/create-post',
      '/create-narrative',
      '/create-donation',
      '/update-post/p1',
      '/update-narrative/s1',
      '/notifications',
    ]) {
      expect(crawlable(privatePage), privatePage).toBe(false);
    }
    for (const publicPage of [
      '/',
      '/posts',
      '/post/a-walk',
      '/stories',
      '/narrative/seeds-3f9a1c',
      '/donate',
      '/donate/0b6f3c52-8f0e-4a47-9d59-8f6f2c1b7a10',
      '/profile/ann',
      '/about',
      '/privacy-policy',
      '/terms-conditions',
      '/uploads/demo/post-01.jpg',
    ]) {
      expect(crawlable(publicPage), publicPage).toBe(true);
    }
    expect(lines).toContain('Sitemap: https://hearth.example.org/sitemap.xml');
  });

  it('is revalidated by its ETag', async () => {
    const first = await inject({ method: 'GET', url: '/robots.txt' });
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(first.headers.etag).toMatch(/^".+"$/);
    const again = await inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('sitemap.xml', () => {
  it('lists the listing pages, posts with their last change, approved narratives, open cases and authors', async () => {
    const post = await write.post(actors.publisher, { title: 'Bread for the winter' });
    const narrativeAuthor = await createActor(testApp.app, 'publisher');
    const story = await write.narrative(narrativeAuthor, { title: 'Seeds for spring' });
    await write.review(story._id, 'approved');
    const openCase = await write.openCase({ title: 'Books for the library' });

    const entries = await sitemapEntries();
    const locs = entries.map((entry) => entry.loc);
    for (const page of [
      '/',
      '/posts',
      '/stories',
      '/donate',
      '/about',
      '/privacy-policy',
      '/terms-conditions',
    ]) {
      expect(locs).toContain(`${site()}${page}`);
    }
    expect(entries).toContainEqual({ loc: `${site()}/post/${post.slug}`, lastmod: post.updatedAt });
    expect(locs).toContain(`${site()}/narrative/${story.slug}`);
    expect(locs).toContain(`${site()}/donate/${openCase._id}`);
    expect(locs).toContain(`${site()}/profile/${actors.publisher.username}`);
    expect(locs).toContain(`${site()}/profile/${narrativeAuthor.username}`);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("lists every language's address of each page, each naming all of them and the default", async () => {
    const post = await write.post(actors.publisher, { title: 'Salt and bread' });
    const urls = await sitemapUrls();
    const versions = {
      en: `${site()}/post/${post.slug}`,
      es: `${site()}/es/post/${post.slug}`,
      fr: `${site()}/fr/post/${post.slug}`,
      ar: `${site()}/ar/post/${post.slug}`,
      sw: `${site()}/sw/post/${post.slug}`,
    };
    for (const loc of Object.values(versions)) {
      const url = urls.find((entry) => entry.loc === loc);
      expect(url, loc).toBeDefined();
      expect(url!.lastmod).toBe(post.updatedAt);
      expect(
        Object.fromEntries(url!['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']])),
      ).toEqual({ ...versions, 'x-default': versions.en });
    }
    const locs = urls.map((entry) => entry.loc);
    expect(locs).toContain(`${site()}/ar`);
    expect(locs).toContain(`${site()}/es/about`);
  });

  it('leaves out pending and rejected narratives, their authors, paused cases and readers', async () => {
    const hopeful = await createActor(testApp.app, 'publisher');
    const pending = await write.narrative(hopeful, { title: 'Waiting for review' });
    const rejected = await write.narrative(hopeful, { title: 'Turned down' });
    await write.review(rejected._id, 'rejected');
    const paused = await write.openCase({ title: 'Paused for now' });
    await write.pauseCase(paused._id);

    const locs = await locations();
    expect(locs).not.toContain(`${site()}/narrative/${pending.slug}`);
    expect(locs).not.toContain(`${site()}/narrative/${rejected.slug}`);
    expect(locs).not.toContain(`${site()}/profile/${hopeful.username}`);
    expect(locs).not.toContain(`${site()}/donate/${paused._id}`);
    expect(locs).not.toContain(`${site()}/profile/${actors.user.username}`);
    const body = (await inject({ method: 'GET', url: '/sitemap.xml' })).body;
    for (const secret of [pending._id, rejected._id, hopeful.email, actors.admin.email]) {
      expect(body).not.toContain(secret);
    }
  });

  it('writes addresses in any script as escaped, valid URLs', async () => {
    const post = await write.post(actors.publisher, { title: 'Хлеб и соль' });
    const locs = await locations();
    expect(locs).toContain(`${site()}/post/${encodeURIComponent(post.slug)}`);
    expect(locs.every((loc) => loc === new URL(loc).href)).toBe(true);
  });

  it('is one file while it holds fewer than 50,000 addresses', async () => {
    const response = await inject({ method: 'GET', url: '/sitemap-1.xml' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, statusCode: 404 });
  });

  it('may be kept for a while by caches and revalidated by its ETag until the content changes', async () => {
    const first = await inject({ method: 'GET', url: '/sitemap.xml' });
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const etag = String(first.headers.etag);
    const unchanged = await inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    await write.post(actors.publisher, { title: 'Something new' });
    const changed = await inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('something-new');
  });
});
