import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from '../../test/actors.ts';
import { testFileApp } from '../../test/test-file-app.ts';
import { contentWriter } from './public-content.fixture.ts';

// Small limits stand in for 50,000 addresses per file and 5,000 rows per read. Each page is
// listed in every language (7 addresses per file: a file ends within a page's languages).
const URLS_PER_FILE = 7;
const LANGUAGE_PREFIXES = ['', '/es', '/fr', '/ar', '/sw'];
const inEveryLanguage = (path: string) =>
  LANGUAGE_PREFIXES.map((prefix) => (prefix && path === '/' ? prefix : `${prefix}${path}`));

const site = 'https://hearth.example.org';
const { testApp, actors, inject } = testFileApp({
  environment: { PUBLIC_URL: site },
  build: { sitemapLimits: { urlsPerFile: URLS_PER_FILE, rowsPerRead: 1 } },
});
const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

async function xmlAt(url: string) {
  const response = await inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(XMLValidator.validate(response.body)).toBe(true);
  return parser.parse(response.body);
}

const expected: string[] = [];
const hidden: string[] = [];

beforeAll(async () => {
  const write = contentWriter(() => testApp, actors.admin);
  const narrator = await createActor(testApp.app, 'publisher');

  expected.push(
    ...['/', '/posts', '/stories', '/donate', '/about', '/privacy-policy', '/terms-conditions'],
  );
  for (const [author, title] of [
    [actors.publisher, 'First light'],
    [actors.publisher, 'Second wind'],
    [actors.otherPublisher, 'Third time'],
  ] as const) {
    expected.push(`/post/${(await write.post(author, { title })).slug}`);
  }
  for (const title of ['Seeds for spring', 'A well in the village']) {
    const story = await write.narrative(narrator, { title });
    await write.review(story._id, 'approved');
    expected.push(`/narrative/${story.slug}`);
  }
  hidden.push(`/narrative/${(await write.narrative(narrator, { title: 'Still waiting' })).slug}`);
  for (const title of ['Books', 'Blankets']) {
    expected.push(`/donate/${(await write.openCase({ title }))._id}`);
  }
  const paused = await write.openCase({ title: 'Paused' });
  await write.pauseCase(paused._id);
  hidden.push(`/donate/${paused._id}`);
  for (const author of [actors.publisher, actors.otherPublisher, narrator]) {
    expected.push(`/profile/${author.username}`);
  }
});

describe('sitemap index', () => {
  it('turns /sitemap.xml into an index of files once the addresses outgrow one file', async () => {
    const files = Math.ceil((expected.length * LANGUAGE_PREFIXES.length) / URLS_PER_FILE);
    const index = await xmlAt('/sitemap.xml');
    expect(index.urlset).toBeUndefined();
    expect(index.sitemapindex.sitemap.map((entry: { loc: string }) => entry.loc)).toEqual(
      Array.from({ length: files }, (_, i) => `${site}/sitemap-${i + 1}.xml`),
    );
  });

  it('splits every public address over the files, each once, none of the hidden ones', async () => {
    const index = await xmlAt('/sitemap.xml');
    const listed: string[] = [];
    for (const { loc } of index.sitemapindex.sitemap as { loc: string }[]) {
      const file = await xmlAt(new URL(loc).pathname);
      const urls = (file.urlset.url as { loc: string }[]).map((entry) => entry.loc);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(URLS_PER_FILE);
      listed.push(...urls);
    }
    expect(listed).toHaveLength(new Set(listed).size);
    expect([...listed].sort()).toEqual(
      expected
        .flatMap(inEveryLanguage)
        .map((path) => `${site}${path}`)
        .sort(),
    );
    for (const path of hidden.flatMap(inEveryLanguage)) {
      expect(listed).not.toContain(`${site}${path}`);
    }
  });

  it('answers 404 JSON for a file the index does not list', async () => {
    const files = Math.ceil((expected.length * LANGUAGE_PREFIXES.length) / URLS_PER_FILE);
    for (const url of [`/sitemap-${files + 1}.xml`, '/sitemap-0.xml']) {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        statusCode: 404,
        message: 'Sitemap not found',
      });
    }
  });
});
