import { beforeAll, describe, expect, it } from 'vitest';
import { type Actor } from '../../test/actors.ts';
import { sourceRenderer } from '../../test/source-renderer.ts';
import { testFileApp } from '../../test/test-file-app.ts';
import { publishDuePosts } from './publish-due-posts.ts';

/**
 * Issue 36, finding 7: drafts and scheduled posts reserve no address anyone else can notice, and
 * an address a post had in public stays with it. Published posts keep the spec's behaviour.
 */

const { testApp, actors, inject, as } = testFileApp(async () => ({
  build: { webRenderer: await sourceRenderer() },
}));
const HOUR = 3_600_000;
const TAKEN = 'That address is already used by another post';

interface Post {
  _id: string;
  slug: string;
  title: string;
  status: string;
}

function create(author: Actor, payload: Record<string, unknown>) {
  return as(author, {
    method: 'POST',
    url: '/api/post/create',
    payload: { content: '<p>Some words</p>', ...payload },
  });
}

async function created(author: Actor, payload: Record<string, unknown>): Promise<Post> {
  const response = await create(author, payload);
  expect(response.statusCode).toBe(201);
  return response.json();
}

const update = (author: Actor, post: Post, payload: Record<string, unknown>) =>
  as(author, {
    method: 'PUT',
    url: `/api/post/updatepost/${post._id}/${author.id}`,
    payload,
  });

const inAnHour = () => new Date(Date.now() + HOUR).toISOString();

/** What a visitor finds at an address: the post's id and slug, or nothing. */
async function publicAt(slug: string) {
  const response = await inject({
    method: 'GET',
    url: `/api/post/getposts?slug=${encodeURIComponent(slug)}`,
  });
  const [post] = response.json().posts as Post[];
  return post ? { _id: post._id, slug: post.slug } : null;
}

describe.each([
  ['draft', () => ({ status: 'draft' })],
  ['scheduled', () => ({ status: 'scheduled', publishAt: inAnHour() })],
])("another publisher's %s post", (state, statusFields) => {
  it('reserves nothing: the same title gets the plain slug, as if it were free', async () => {
    const hidden = await created(actors.publisher, {
      title: `Quiet launch ${state}`,
      ...statusFields(),
    });
    expect(hidden.slug).toBe(`quiet-launch-${state}`);
    const mine = await created(actors.otherPublisher, { title: `Quiet launch ${state}` });
    expect(mine.slug).toBe(`quiet-launch-${state}`);
    const asDraft = await created(actors.otherPublisher, {
      title: `Quiet launch ${state}`,
      status: 'draft',
    });
    // A published post holds it now: that is public, and a suffix says nothing more.
    expect(asDraft.slug).toMatch(new RegExp(`^quiet-launch-${state}-[0-9a-f]{6}$`));
    expect(await publicAt(hidden.slug)).toEqual({ _id: mine._id, slug: mine.slug });
  });

  it('cannot be found by asking for its slug: no 409, the address is given as a free one', async () => {
    const hidden = await created(actors.publisher, {
      title: `Secret plan ${state}`,
      slug: `secret-plan-${state}`,
      ...statusFields(),
    });
    const asked = await create(actors.otherPublisher, {
      title: 'Anything',
      slug: hidden.slug,
      status: 'draft',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json().slug).toBe(hidden.slug);
    const other = await created(actors.otherPublisher, { title: `Elsewhere ${state}` });
    const moved = await update(actors.otherPublisher, other, { slug: hidden.slug });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().slug).toBe(hidden.slug);
    expect(await publicAt(hidden.slug)).toEqual({ _id: other._id, slug: hidden.slug });
  });

  it('goes out at a free address when its own was made public meanwhile, and its page is right', async () => {
    const hidden = await created(actors.publisher, {
      title: `Race ${state}`,
      ...statusFields(),
    });
    const first = await created(actors.otherPublisher, { title: `Race ${state}` });
    expect(first.slug).toBe(hidden.slug);

    let goneOut: Post;
    if (state === 'draft') {
      const published = await update(actors.publisher, hidden, {
        status: 'published',
        slug: hidden.slug,
      });
      expect(published.statusCode).toBe(200);
      goneOut = published.json();
    } else {
      expect(
        await publishDuePosts(testApp.app.services, new Date(Date.now() + 2 * HOUR)),
      ).toBeGreaterThan(0);
      goneOut = (
        await as(actors.publisher, {
          method: 'GET',
          url: `/api/post/getposts?postId=${hidden._id}&status=all`,
        })
      ).json().posts[0];
    }
    expect(goneOut.status).toBe('published');
    expect(goneOut.slug).toMatch(new RegExp(`^${hidden.slug}-[0-9a-f]{6}$`));
    expect(await publicAt(hidden.slug)).toEqual({ _id: first._id, slug: first.slug });
    expect(await publicAt(goneOut.slug)).toEqual({ _id: hidden._id, slug: goneOut.slug });
    const page = await inject({ method: 'GET', url: `/post/${goneOut.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Race ${state}`);
  });
});

describe('a former slug', () => {
  let original: Post;

  beforeAll(async () => {
    original = await created(actors.publisher, { title: 'Old name' });
    const renamed = await update(actors.publisher, original, { slug: 'new-name' });
    expect(renamed.json().slug).toBe('new-name');
  });

  it('still leads to its post, through the API and the page', async () => {
    expect(await publicAt('old-name')).toEqual({ _id: original._id, slug: 'new-name' });
    const page = await inject({ method: 'GET', url: '/post/old-name' });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/post/new-name');
  });

  it('cannot be claimed by another publisher: 409 when asked for, a suffix from a title', async () => {
    const asked = await create(actors.otherPublisher, { title: 'Mine now', slug: 'old-name' });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe(TAKEN);
    const other = await created(actors.otherPublisher, { title: 'Something else' });
    const moved = await update(actors.otherPublisher, other, { slug: 'old-name' });
    expect(moved.statusCode).toBe(409);
    const fromTitle = await created(actors.otherPublisher, { title: 'Old name' });
    expect(fromTitle.slug).toMatch(/^old-name-[0-9a-f]{6}$/);
    // Nor by an admin, nor as a draft that goes out later.
    const byAdmin = await create(actors.admin, { title: 'x', slug: 'old-name', status: 'draft' });
    expect(byAdmin.statusCode).toBe(409);
    expect(await publicAt('old-name')).toEqual({ _id: original._id, slug: 'new-name' });
  });

  it('is taken back by its own post', async () => {
    const back = await update(actors.publisher, original, { slug: 'old-name' });
    expect(back.statusCode).toBe(200);
    expect(await publicAt('old-name')).toEqual({ _id: original._id, slug: 'old-name' });
    expect(await publicAt('new-name')).toEqual({ _id: original._id, slug: 'old-name' });
  });
});

describe('a post taken back to draft', () => {
  it('keeps its address: nobody else takes it, and it comes back with the post', async () => {
    const post = await created(actors.publisher, { title: 'Withdrawn piece' });
    expect((await update(actors.publisher, post, { status: 'draft' })).statusCode).toBe(200);
    expect(await publicAt('withdrawn-piece')).toBeNull();
    expect((await inject({ method: 'GET', url: '/post/withdrawn-piece' })).statusCode).toBe(404);

    const asked = await create(actors.otherPublisher, {
      title: 'Copycat',
      slug: 'withdrawn-piece',
    });
    expect(asked.statusCode).toBe(409);
    const fromTitle = await created(actors.otherPublisher, { title: 'Withdrawn piece' });
    expect(fromTitle.slug).toMatch(/^withdrawn-piece-[0-9a-f]{6}$/);

    const back = await update(actors.publisher, post, { status: 'published' });
    expect(back.json().slug).toBe('withdrawn-piece');
    expect(await publicAt('withdrawn-piece')).toEqual({ _id: post._id, slug: 'withdrawn-piece' });
  });
});

describe('published posts keep the spec', () => {
  it('a title taken by a published post gets a suffix; asking for its slug is 409', async () => {
    const first = await created(actors.publisher, { title: 'Public title' });
    const second = await created(actors.otherPublisher, { title: 'Public title' });
    expect(first.slug).toBe('public-title');
    expect(second.slug).toMatch(/^public-title-[0-9a-f]{6}$/);
    for (const author of [actors.publisher, actors.otherPublisher]) {
      const asked = await create(author, { title: 'x', slug: 'public-title' });
      expect(asked.statusCode).toBe(409);
      expect(asked.json().message).toBe(TAKEN);
    }
  });

  it("an author's own drafts reserve nothing either: the one that goes out second moves", async () => {
    const one = await created(actors.publisher, { title: 'Twin', status: 'draft' });
    const two = await created(actors.publisher, { title: 'Twin', status: 'draft' });
    expect([one.slug, two.slug]).toEqual(['twin', 'twin']);
    expect((await update(actors.publisher, one, { status: 'published' })).json().slug).toBe('twin');
    const second = (await update(actors.publisher, two, { status: 'published' })).json();
    expect(second.slug).toMatch(/^twin-[0-9a-f]{6}$/);
  });
});
