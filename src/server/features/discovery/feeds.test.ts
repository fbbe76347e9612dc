import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, type Actor } from '../../test/actors.ts';
import { testFileApp } from '../../test/test-file-app.ts';
import { contentWriter } from './public-content.fixture.ts';

interface Written {
  _id: string;
  slug: string;
  title: string;
  createdAt: string;
  category: string;
  author: Actor;
}

const site = 'https://hearth.example.org';
const { testApp, actors, inject } = testFileApp({ environment: { PUBLIC_URL: site } });
let narrator: Actor;
const FORMATS = [
  { file: 'rss.xml', type: 'rss', contentType: 'application/rss+xml; charset=utf-8' },
  { file: 'atom.xml', type: 'atom', contentType: 'application/atom+xml; charset=utf-8' },
] as const;

/** Oldest first, as written. */
const posts: Written[] = [];
const narratives: { approved: Written[]; pending: Written; rejected: Written } = {} as never;
const LONG_BODY = `<p>${'Warm bread &amp; honey for everyone. '.repeat(20)}</p>`;

beforeAll(async () => {
  narrator = await createActor(testApp.app, 'publisher');
  const write = contentWriter(() => testApp, actors.admin);
  const writePost = async (author: Actor, fields: Record<string, unknown>) =>
    posts.push({ ...(await write.post(author, fields)), author });

  for (let i = 0; i < 28; i += 1) {
    await writePost(actors.publisher, {
      title: `Painting lesson ${i}`,
      category: 'art',
      image: i % 2 ? `/uploads/covers/lesson-${i}.webp` : '',
    });
  }
  await writePost(actors.otherPublisher, { title: 'Tom & Jerry <3 sing', category: 'music' });
  await writePost(actors.otherPublisher, {
    title: 'Choir night',
    category: 'music',
    content: LONG_BODY,
    image: 'https://images.example.net/choir.jpg',
  });
  await writePost(actors.otherPublisher, { title: 'Drums in the park', category: 'music' });
  // The contract takes any value starting with https:// as an image address.
  await writePost(actors.otherPublisher, {
    title: 'Broken cover',
    category: 'music',
    image: 'https://',
  });
  await writePost(actors.otherPublisher, { title: 'A quiet song', category: 'music' });

  const share = async (title: string) => ({
    ...(await write.narrative(narrator, { title })),
    author: narrator,
  });
  narratives.approved = [await share('Seeds for spring'), await share('A well in the village')];
  for (const story of narratives.approved) await write.review(story._id, 'approved');
  narratives.pending = await share('Still waiting for review');
  narratives.rejected = await share('Turned down by the admins');
  await write.review(narratives.rejected._id, 'rejected');
}, 120_000);

async function feedAt(url: string, format: (typeof FORMATS)[number]) {
  const response = await inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe(format.contentType);
  const feed = parseFeed(response.body);
  expect(feed.meta.type).toBe(format.type);
  return feed;
}

/** RSS dates keep whole seconds; Atom's keep milliseconds. */
const asSent = (iso: string, type: string) =>
  type === 'rss' ? new Date(Math.floor(Date.parse(iso) / 1000) * 1000).toISOString() : iso;
const newestFirst = (items: Written[]) => [...items].reverse();
const postUrl = (post: Written) => `${site}/post/${post.slug}`;

describe.each(FORMATS)('$type feeds', (format) => {
  it('carries the 30 newest posts, each with its absolute link, id, dates, author and summary', async () => {
    const feed = await feedAt(`/feeds/posts/${format.file}`, format);
    expect(feed.title).toBe('Hearth — all posts');
    expect(feed.url).toBe(`${site}/posts`);
    const newest = newestFirst(posts).slice(0, 30);
    expect(feed.items.map((item) => item.url)).toEqual(newest.map(postUrl));
    for (const [index, item] of feed.items.entries()) {
      const post = newest[index]!;
      expect(item.id).toBe(`urn:uuid:${post._id}`);
      expect(item.title).toBe(post.title);
      expect(item.published?.toISOString()).toBe(asSent(post.createdAt, format.type));
      expect(item.authors.map((author) => author.name)).toEqual([post.author.username]);
      if (post.title !== 'Choir night') {
        expect(item.description).toBe('We walked by the river at dawn.');
      }
    }
  });

  it('shows each cover image at an absolute address, and leaves it out where there is none or it does not parse', async () => {
    const feed = await feedAt(`/feeds/posts/${format.file}`, format);
    const byUrl = new Map(feed.items.map((item) => [item.url, item]));
    const withCover = posts.find((post) => post.title === 'Painting lesson 27')!;
    expect(byUrl.get(postUrl(withCover))?.media.map((media) => media.url)).toEqual([
      `${site}/uploads/covers/lesson-27.webp`,
    ]);
    const elsewhere = posts.find((post) => post.title === 'Choir night')!;
    expect(byUrl.get(postUrl(elsewhere))?.media.map((media) => media.url)).toEqual([
      'https://images.example.net/choir.jpg',
    ]);
    const withoutCover = posts.find((post) => post.title === 'Painting lesson 26')!;
    expect(byUrl.get(postUrl(withoutCover))?.media).toEqual([]);
    const broken = posts.find((post) => post.title === 'Broken cover')!;
    expect(byUrl.get(postUrl(broken))?.media).toEqual([]);
  });

  it('reads titles back as written and summarises long posts in plain text', async () => {
    const feed = await feedAt(`/feeds/posts/${format.file}`, format);
    const titles = feed.items.map((item) => item.title);
    expect(titles).toContain('Tom & Jerry <3 sing');
    const choir = feed.items.find((item) => item.title === 'Choir night')!;
    expect(choir.description).toMatch(/^Warm bread & honey for everyone\. Warm bread/);
    expect(choir.description).toMatch(/…$/);
    expect(choir.description!.length).toBeLessThanOrEqual(281);
    expect(choir.description).not.toMatch(/[<>]|&amp;/);
  });

  it('sends a title that looks like markup as text, never as HTML a reader would render', async () => {
    const body = (await inject({ method: 'GET', url: `/feeds/posts/${format.file}` })).body;
    const document = new XMLParser({ ignoreAttributes: false, isArray: () => true }).parse(body);
    const items = format.type === 'rss' ? document.rss[0].channel[0].item : document.feed[0].entry;
    const titles: string[] = items.map((item: { title: unknown[] }) => {
      const title = item.title[0];
      return typeof title === 'string' ? title : (title as { '#text': string })['#text'];
    });
    const sung = titles.find((title) => title.startsWith('Tom'));
    // Both formats take an item title as HTML (Atom says type="html"), so text must be escaped.
    expect(sung).toBe('Tom &amp; Jerry &lt;3 sing');
    expect(titles.every((title) => !title.includes('<'))).toBe(true);
  });

  it('holds only the posts of the category asked for', async () => {
    const feed = await feedAt(`/feeds/category/music/${format.file}`, format);
    const music = newestFirst(posts.filter((post) => post.category === 'music'));
    expect(feed.items.map((item) => item.url)).toEqual(music.map(postUrl));
    const empty = await feedAt(`/feeds/category/sport/${format.file}`, format);
    expect(empty.items).toEqual([]);
  });

  it("holds only the author's posts, whatever the case of the username", async () => {
    const author = actors.otherPublisher;
    const feed = await feedAt(
      `/feeds/author/${author.username.toUpperCase()}/${format.file}`,
      format,
    );
    expect(feed.title).toBe(`Hearth — posts by ${author.username}`);
    expect(feed.url).toBe(`${site}/profile/${author.username}`);
    const theirs = newestFirst(posts.filter((post) => post.author === author));
    expect(feed.items.map((item) => item.url)).toEqual(theirs.map(postUrl));
  });

  it('answers 404 JSON for an unknown category or author', async () => {
    for (const [url, message] of [
      [`/feeds/category/cooking/${format.file}`, 'Unknown category'],
      [`/feeds/author/nobody-here/${format.file}`, 'User not found'],
    ]) {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ success: false, statusCode: 404, message });
    }
  });

  it('lists approved narratives only; pending and rejected ones reach no feed', async () => {
    const feed = await feedAt(`/feeds/narratives/${format.file}`, format);
    expect(feed.title).toBe('Hearth — help narratives');
    expect(feed.items.map((item) => item.url)).toEqual(
      newestFirst(narratives.approved).map((story) => `${site}/narrative/${story.slug}`),
    );
    expect(feed.items[0]?.description).toBe('Our family needs help repairing the roof.');
    expect(feed.items[0]?.authors.map((author) => author.name)).toEqual([narrator.username]);

    const everyFeed = [
      '/feeds/posts',
      '/feeds/narratives',
      `/feeds/author/${narrator.username}`,
      ...['uncategorized', 'art', 'music', 'health'].map((c) => `/feeds/category/${c}`),
    ];
    for (const folder of everyFeed) {
      const body = (await inject({ method: 'GET', url: `${folder}/${format.file}` })).body;
      for (const story of [narratives.pending, narratives.rejected]) {
        expect(body, folder).not.toContain(story.title);
        expect(body, folder).not.toContain(story.slug);
        expect(body, folder).not.toContain(story._id);
      }
      for (const actor of [actors.publisher, actors.otherPublisher, narrator]) {
        expect(body, folder).not.toContain(actor.email);
      }
    }
  });

  it('may be kept for a while by caches and revalidated by its ETag', async () => {
    const url = `/feeds/category/health/${format.file}`;
    const first = await inject({ method: 'GET', url });
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const etag = String(first.headers.etag);
    const again = await inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
