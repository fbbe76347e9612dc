import { beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_LIST_PAGE_SIZE } from '#contracts/users.constants.ts';
import { createActor, type Actor } from '../test/actors.ts';
import { headOf, rootOf, sourceRenderer } from '../test/source-renderer.ts';
import { testFileApp } from '../test/test-file-app.ts';
import { narrativeFields } from '../test/narrative-fields.ts';

// An author's profile as the server renders it for a visitor: who they are, their bio, the first
// page of their posts and narratives, their feed; nothing unpublished.

const SITE = 'https://hearth.example.org';
const BIO = 'I write about wells & water in the dry season.';
const { testApp, actors, inject, as } = testFileApp(async () => ({
  environment: { PUBLIC_URL: SITE },
  build: { webRenderer: await sourceRenderer() },
}));
let author: Actor;
const postTitles: string[] = [];

async function created(actor: Actor, url: string, payload: Record<string, unknown>) {
  const response = await as(actor, { method: 'POST', url, payload });
  expect(response.statusCode).toBe(201);
  return response.json<{ _id: string; slug: string }>();
}

async function shareNarrative(title: string, status: 'approved' | 'rejected' | null) {
  const story = await created(author, '/api/story/create', narrativeFields({ title }));
  if (status) {
    const url = `/api/story/status/${story._id}`;
    await as(actors.admin, { method: 'PUT', url, payload: { status } });
  }
}

beforeAll(async () => {
  author = await createActor(testApp.app, 'publisher', 'wellwriter');
  const bio = await as(author, {
    method: 'PUT',
    url: `/api/user/update/${author.id}`,
    payload: { bio: BIO },
  });
  expect(bio.statusCode).toBe(200);
  for (let index = 1; index <= PROFILE_LIST_PAGE_SIZE + 1; index++) {
    const title = `Field note number ${index}`;
    await created(author, '/api/post/create', { title, content: `<p>Note ${index}.</p>` });
    postTitles.push(title);
  }
  await shareNarrative('A pump for the clinic', 'approved');
  await shareNarrative('Secret pending plea', null);
  await shareNarrative('Secret rejected plea', 'rejected');
});

const page = (url: string) => inject({ method: 'GET', url });
const unescape = (html: string) => html.replace(/&amp;/g, '&');

describe('GET /profile/{username} rendered on the server', () => {
  it("holds the bio and the first page of the author's posts, newest first", async () => {
    const response = await page(`/profile/${author.username}`);
    expect(response.statusCode).toBe(200);
    const root = unescape(rootOf(response.body));
    expect(root).toContain(BIO);
    const newestFirst = [...postTitles].reverse();
    const shown = newestFirst.slice(0, PROFILE_LIST_PAGE_SIZE);
    for (const title of shown) expect(root).toContain(`${title}<`);
    expect(root).not.toContain(`${newestFirst.at(-1)}<`);
    const positions = shown.map((title) => root.indexOf(`${title}<`));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(root).toContain(`Showing ${PROFILE_LIST_PAGE_SIZE} of ${postTitles.length} posts`);
    expect(root).toContain('Load More Posts');
  });

  it('lists approved narratives only', async () => {
    const html = (await page(`/profile/${author.username}`)).body;
    expect(rootOf(html)).toContain('A pump for the clinic');
    expect(html).not.toContain('Secret');
  });

  it("links the author's feed in the head and on the page, and describes them by their bio", async () => {
    const html = (await page(`/profile/${author.username}`)).body;
    const feed = `/feeds/author/${author.username}/rss.xml`;
    expect(headOf(html)).toMatch(
      new RegExp(`<link rel="alternate" type="application/rss\\+xml"[^>]*href="${feed}"`),
    );
    expect(rootOf(html)).toContain(`href="${feed}"`);
    expect(unescape(headOf(html))).toContain(`<meta name="description" content="${BIO}"/>`);
  });
});

describe('GET /post/{slug} rendered on the server', () => {
  it("shows the author's bio under the post", async () => {
    const [post] = (
      await inject({ method: 'GET', url: `/api/post/getposts?userId=${author.id}&limit=1` })
    ).json<{ posts: { slug: string }[] }>().posts;
    const root = unescape(rootOf((await page(`/post/${post!.slug}`)).body));
    expect(root).toContain('About the author');
    expect(root).toContain(BIO);
  });
});
