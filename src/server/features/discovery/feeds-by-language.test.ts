import { parseFeed } from '@rowanmanning/feed-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { testFileApp } from '../../test/test-file-app.ts';
import { headOf, sourceRenderer } from '../../test/source-renderer.ts';
import { contentWriter } from './public-content.fixture.ts';

// The site's posts and narratives have a feed in each language: only what is written in it,
// linked to its pages in that language, and offered by that language's pages (decision 034).

const site = 'https://hearth.example.org';
const { testApp, actors, inject } = testFileApp(async () => ({
  environment: { PUBLIC_URL: site },
  build: { webRenderer: await sourceRenderer() },
}));

interface Written {
  _id: string;
  slug: string;
  title: string;
}
const written = {} as Record<'english' | 'spanish' | 'mexican' | 'arabicStory', Written>;

beforeAll(async () => {
  const write = contentWriter(() => testApp, actors.admin);
  written.english = await write.post(actors.publisher, { title: 'Bread', language: 'en' });
  written.spanish = await write.post(actors.publisher, { title: 'Pan', language: 'es' });
  written.mexican = await write.post(actors.publisher, { title: 'Tortillas', language: 'es-MX' });
  written.arabicStory = await write.narrative(actors.publisher, {
    title: 'سقف قبل المطر',
    language: 'ar',
  });
  await write.review(written.arabicStory._id, 'approved');
});

async function feedAt(url: string) {
  const response = await inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return { response, feed: parseFeed(response.body) };
}

describe('a feed in one language', () => {
  it("holds only the posts written in it, its regions' included, linked to its pages", async () => {
    const { feed } = await feedAt('/feeds/es/posts/rss.xml');
    expect(feed.language).toBe('es');
    expect(feed.url).toBe(`${site}/es/posts`);
    expect(feed.items.map((item) => item.title).sort()).toEqual(['Pan', 'Tortillas']);
    expect(feed.items.map((item) => item.url).sort()).toEqual(
      [`${site}/es/post/${written.spanish.slug}`, `${site}/es/post/${written.mexican.slug}`].sort(),
    );
  });

  it("holds the default language's posts at its unprefixed pages", async () => {
    const { feed } = await feedAt('/feeds/en/posts/atom.xml');
    const titles = feed.items.map((item) => item.title);
    expect(titles).toContain('Bread');
    expect(titles).not.toContain('Pan');
    const bread = feed.items.find((item) => item.title === 'Bread');
    expect(bread?.url).toBe(`${site}/post/${written.english.slug}`);
  });

  it('lists narratives written in it, and the all-languages feed still lists every one', async () => {
    const arabic = await feedAt('/feeds/ar/narratives/rss.xml');
    expect(arabic.feed.items.map((item) => item.url)).toEqual([
      `${site}/ar/narrative/${encodeURIComponent(written.arabicStory.slug)}`,
    ]);
    const french = await feedAt('/feeds/fr/narratives/rss.xml');
    expect(french.feed.items).toEqual([]);
    const all = await feedAt('/feeds/posts/rss.xml');
    expect(all.feed.items.map((item) => item.title)).toEqual(
      expect.arrayContaining(['Bread', 'Pan', 'Tortillas']),
    );
  });

  it('is offered by the pages in that language, and a language Hearth does not ship has none', async () => {
    const page = await inject({ method: 'GET', url: '/es/posts' });
    expect(page.statusCode).toBe(200);
    expect(headOf(page.body)).toContain('href="/feeds/es/posts/rss.xml"');
    const english = await inject({ method: 'GET', url: '/posts' });
    expect(headOf(english.body)).toContain('href="/feeds/posts/rss.xml"');
    const unknown = await inject({ method: 'GET', url: '/feeds/de/posts/rss.xml' });
    expect(unknown.statusCode).toBe(404);
  });
});
