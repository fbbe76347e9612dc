import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../db/schema.ts';
import type { AdjustableClock } from '../../platform/clock.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { createTestApp } from '../../test/test-app.ts';
import { testFileApp } from '../../test/test-file-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { publishDuePosts } from './publish-due-posts.ts';

/** Drafts, scheduling, revisions and former slugs (issue 16), through the HTTP API. */

const { testApp, actors, inject, as, created } = testFileApp();

const HOUR = 3_600_000;
const body = (text: string) => `<p>${text}</p>`;
const inAnHour = () => new Date(Date.now() + HOUR).toISOString();

const write = (actor: Actor, fields: Record<string, unknown>) =>
  created(actor, '/api/post/create', { title: 'A post', content: body('Some words'), ...fields });

async function change(actor: Actor, post: { _id: string }, payload: Record<string, unknown>) {
  return as(actor, {
    method: 'PUT',
    url: `/api/post/updatepost/${post._id}/${actor.id}`,
    payload,
  });
}

/** A new publisher with a follower, and what the follower's notifications say. */
async function followedAuthor() {
  const author = await createActor(testApp.app, 'publisher');
  const follower = await createActor(testApp.app, 'user');
  await as(follower, { method: 'PUT', url: `/api/user/follow/${author.id}` });
  /** The follower's notifications once the fan-out jobs queued so far have run. */
  const notifications = async () => {
    await testApp.app.outbox.drain();
    return (await as(follower, { method: 'GET', url: '/api/notification?limit=100' })).json()
      .notifications as { message: string }[];
  };
  return { author, notifications };
}

const publicText = async (url: string) => (await inject({ method: 'GET', url })).body;

/** Every public place a post could show up, as one text to search. */
async function everythingPublic(post: {
  _id: string;
  slug: string;
  title: string;
  category: string;
  userId: { _id: string; username: string };
}) {
  const { username } = post.userId;
  const lists = await Promise.all(
    [
      `/api/post/getposts?postId=${post._id}`,
      `/api/post/getposts?userId=${post.userId._id}&limit=100`,
      `/profile/${username}`,
      `/feeds/author/${username}/rss.xml`,
      `/feeds/category/${post.category}/rss.xml`,
      `/api/post/getposts?slug=${encodeURIComponent(post.slug)}`,
      `/api/post/getposts?searchTerm=${encodeURIComponent(post.title)}`,
      '/api/post/getposts?limit=100',
      '/api/post/most-read?limit=20',
      '/sitemap.xml',
      '/feeds/posts/rss.xml',
      '/feeds/posts/atom.xml',
    ].map(publicText),
  );
  return lists.join('\n');
}

describe('drafts and scheduled posts', () => {
  it('answers every post with its status, publishAt and an excerpt', async () => {
    const long = 'word '.repeat(60).trim();
    const post = await write(actors.publisher, { title: 'Status fields', content: body(long) });
    expect(post.status).toBe('published');
    expect(Date.parse(post.publishAt)).not.toBeNaN();
    expect(post.excerpt).toBe(`${long.slice(0, 160).trimEnd()}…`);
    expect(post.customExcerpt).toBe('');
    const custom = await write(actors.publisher, { title: 'Own excerpt', excerpt: 'In short.' });
    expect(custom).toMatchObject({ excerpt: 'In short.', customExcerpt: 'In short.' });
  });

  it('saves a draft with an empty title and content, which nobody else sees anywhere', async () => {
    const draft = await write(actors.publisher, {
      title: 'Secret draft zebra',
      content: body('Unpublished thoughts'),
      status: 'draft',
    });
    expect(draft).toMatchObject({ status: 'draft', publishAt: null });
    const empty = await write(actors.publisher, { title: '', content: '', status: 'draft' });
    expect(empty).toMatchObject({ status: 'draft', title: '' });

    expect(await everythingPublic(draft)).not.toContain('Secret draft zebra');
    const page = await inject({ method: 'GET', url: `/post/${draft.slug}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Secret draft zebra');

    for (const other of [actors.visitor, actors.user, actors.otherPublisher]) {
      const own = await as(other as Actor, {
        method: 'GET',
        url: `/api/post/getposts?status=draft&postId=${draft._id}`,
      });
      expect(own.json().posts).toEqual([]);
      const view = await inject({ method: 'PUT', url: `/api/post/view/${draft._id}` });
      expect(view.statusCode).toBe(404);
    }
    const comment = await as(actors.user, {
      method: 'POST',
      url: '/api/comment/create',
      payload: { postId: draft._id, content: 'First!' },
    });
    expect(comment.statusCode).toBe(404);
  });

  it("lists the caller's own drafts and scheduled posts, and everyone's for an admin", async () => {
    const author = await createActor(testApp.app, 'publisher');
    const draft = await write(author, { title: 'Own draft', status: 'draft' });
    const scheduled = await write(author, {
      title: 'Own scheduled',
      status: 'scheduled',
      publishAt: inAnHour(),
    });
    const published = await write(author, { title: 'Own published' });
    const list = async (actor: Actor, status: string) =>
      (
        await as(actor, {
          method: 'GET',
          url: `/api/post/getposts?status=${status}&userId=${author.id}`,
        })
      )
        .json()
        .posts.map((post: { _id: string }) => post._id);

    expect(await list(author, 'draft')).toEqual([draft._id]);
    expect(await list(author, 'scheduled')).toEqual([scheduled._id]);
    expect(await list(author, 'all')).toEqual(
      expect.arrayContaining([draft._id, scheduled._id, published._id]),
    );
    expect(await list(actors.admin, 'draft')).toEqual([draft._id]);
    expect(await list(actors.otherPublisher, 'draft')).toEqual([]);
    expect(await list(actors.otherPublisher, 'all')).toEqual([]);
    expect(await list(actors.otherPublisher, 'published')).toEqual([published._id]);
  });

  it('answers 404, not 403, to others who change, delete or read the history of a draft', async () => {
    const draft = await write(actors.publisher, { title: 'Hidden', status: 'draft' });
    for (const other of [actors.user, actors.otherPublisher]) {
      expect((await change(other, draft, { title: 'Mine now' })).statusCode).toBe(404);
      const removal = await as(other, {
        method: 'DELETE',
        url: `/api/post/deletepost/${draft._id}/${other.id}`,
      });
      expect(removal.statusCode).toBe(404);
      const history = await as(other, {
        method: 'GET',
        url: `/api/post/${draft._id}/revisions`,
      });
      expect(history.statusCode).toBe(404);
    }
    const visitor = await inject({ method: 'GET', url: `/api/post/${draft._id}/revisions` });
    expect(visitor.statusCode).toBe(404);
    // A published post of someone else is still refused as the spec says.
    const published = await write(actors.publisher, { title: 'Public one' });
    expect((await change(actors.otherPublisher, published, { title: 'x' })).statusCode).toBe(403);
    expect((await change(actors.admin, draft, { title: 'Fixed by admin' })).statusCode).toBe(200);
  });

  it.each([
    [{ status: 'scheduled' }, 'Choose a time in the future'],
    [{ status: 'scheduled', publishAt: 'next tuesday' }, 'Choose a time in the future'],
    [
      { status: 'scheduled', publishAt: new Date(Date.now() - 60_000).toISOString() },
      'Choose a time in the future',
    ],
    [{ status: 'published', title: '' }, 'Title is required'],
    [{ status: 'scheduled', publishAt: inAnHour(), content: '<p></p>' }, 'Content is required'],
  ])('refuses %o with "%s"', async (fields, message) => {
    const response = await as(actors.publisher, {
      method: 'POST',
      url: '/api/post/create',
      payload: { title: 'T', content: body('x'), ...fields },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('publishes a draft only with a title and content, then shows it and notifies then', async () => {
    const { author, notifications } = await followedAuthor();

    const draft = await write(author, { title: '', content: '', status: 'draft' });
    expect(await notifications()).toEqual([]);
    const refused = await change(author, draft, { status: 'published' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Title is required');

    await change(author, draft, { title: 'Out at last', content: body('Finally') });
    expect(await notifications()).toEqual([]);
    const published = await change(author, draft, { status: 'published' });
    expect(published.statusCode).toBe(200);
    expect(published.json().status).toBe('published');
    expect(await notifications()).toEqual([
      expect.objectContaining({ message: `${author.username} published "Out at last"` }),
    ]);
    expect(await everythingPublic(published.json())).toContain('Out at last');
  });
});

describe('scheduling', () => {
  it('publishes a scheduled post at its time, once, and notifies the followers then', async () => {
    const { author, notifications } = await followedAuthor();
    const publishAt = inAnHour();
    const post = await write(author, {
      title: 'Timed piece',
      status: 'scheduled',
      publishAt,
    });
    expect(post).toMatchObject({ status: 'scheduled', publishAt });

    const { services } = testApp.app;
    expect(await publishDuePosts(services, new Date(Date.now() + HOUR / 2))).toBe(0);
    expect(await everythingPublic(post)).not.toContain('Timed piece');
    expect(await notifications()).toEqual([]);

    // Other tests' posts due by then go out too; the second round finds nothing left.
    expect(await publishDuePosts(services, new Date(Date.now() + 2 * HOUR))).toBeGreaterThan(0);
    expect(await publishDuePosts(services, new Date(Date.now() + 2 * HOUR))).toBe(0);
    const [shown] = (
      await inject({ method: 'GET', url: `/api/post/getposts?postId=${post._id}` })
    ).json().posts;
    expect(shown).toMatchObject({ status: 'published', publishAt, createdAt: publishAt });
    expect(await everythingPublic(post)).toContain('Timed piece');
    expect(await notifications()).toEqual([
      expect.objectContaining({ message: `${author.username} published "Timed piece"` }),
    ]);
  });

  it('moves a scheduled post, or takes it back to draft', async () => {
    const post = await write(actors.publisher, {
      title: 'Moved',
      status: 'scheduled',
      publishAt: inAnHour(),
    });
    const later = new Date(Date.now() + 5 * HOUR).toISOString();
    const moved = await change(actors.publisher, post, { publishAt: later });
    expect(moved.json()).toMatchObject({ status: 'scheduled', publishAt: later });
    const past = await change(actors.publisher, post, {
      publishAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Choose a time in the future');
    const back = await change(actors.publisher, post, { status: 'draft' });
    expect(back.json()).toMatchObject({ status: 'draft', publishAt: null });
    expect(await publishDuePosts(testApp.app.services, new Date(Date.now() + 10 * HOUR))).toBe(0);
  });

  it("checks the time against the app's clock, which a test may move", async () => {
    const clock = testApp.app.services.clock as AdjustableClock;
    clock.advance(3 * HOUR);
    try {
      // An hour from now by the wall clock is two hours ago by the app's.
      const refused = await as(actors.publisher, {
        method: 'POST',
        url: '/api/post/create',
        payload: {
          title: 'Too late',
          content: '<p>Text</p>',
          status: 'scheduled',
          publishAt: inAnHour(),
        },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Choose a time in the future');
    } finally {
      clock.advance(-3 * HOUR);
    }
  });
});

describe('revisions', () => {
  it('keeps one per publish and per change of a published post, and restores one', async () => {
    const post = await write(actors.publisher, { title: 'First title', excerpt: 'First cut' });
    await change(actors.publisher, post, { title: 'Second title' });
    await change(actors.admin, post, { content: body('Edited by an admin') });
    const history = async (actor: Actor) =>
      as(actor, { method: 'GET', url: `/api/post/${post._id}/revisions` });

    const revisions = (await history(actors.publisher)).json().revisions;
    expect(revisions.map((revision: { title: string }) => revision.title)).toEqual([
      'Second title',
      'Second title',
      'First title',
    ]);
    expect(revisions[0].editor.username).toBe(actors.admin.username);
    expect(revisions[2]).toMatchObject({ excerpt: 'First cut', content: body('Some words') });
    expect((await history(actors.admin)).statusCode).toBe(200);
    expect((await history(actors.otherPublisher)).statusCode).toBe(404);

    const first = revisions[2];
    const restoreUrl = `/api/post/${post._id}/revisions/${first._id}/restore`;
    const refused = await as(actors.otherPublisher, { method: 'POST', url: restoreUrl });
    expect(refused.statusCode).toBe(404);
    const restored = await as(actors.publisher, { method: 'POST', url: restoreUrl });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ title: 'First title', content: body('Some words') });
    const after = (await history(actors.publisher)).json().revisions;
    expect(after).toHaveLength(4);
    expect(after[0].title).toBe('First title');
  });

  it('keeps only the last 50', async () => {
    const post = await write(actors.publisher, { title: 'Edit 0' });
    for (let edit = 1; edit <= 52; edit++)
      await change(actors.publisher, post, { title: `Edit ${edit}` });
    const revisions = (
      await as(actors.publisher, { method: 'GET', url: `/api/post/${post._id}/revisions` })
    ).json().revisions;
    expect(revisions).toHaveLength(50);
    expect(revisions[0].title).toBe('Edit 52');
    expect(revisions.at(-1).title).toBe('Edit 3');
  });

  it('keeps none for a draft', async () => {
    const draft = await write(actors.publisher, { title: 'Draft only', status: 'draft' });
    await change(actors.publisher, draft, { title: 'Draft again' });
    const revisions = (
      await as(actors.publisher, { method: 'GET', url: `/api/post/${draft._id}/revisions` })
    ).json().revisions;
    expect(revisions).toEqual([]);
  });
});

describe('slugs', () => {
  it('takes any slug asked for as a slug, and refuses one another post has', async () => {
    const post = await write(actors.publisher, { title: 'Slugged', slug: 'My Own  Address!' });
    expect(post.slug).toBe('my-own-address');
    const taken = await write(actors.publisher, { title: 'Other' });
    const response = await change(actors.publisher, taken, { slug: 'my own address' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('That address is already used by another post');
    const created = await as(actors.publisher, {
      method: 'POST',
      url: '/api/post/create',
      payload: { title: 'Third', content: body('x'), slug: 'my-own-address' },
    });
    expect(created.statusCode).toBe(409);
  });

  it('sends a reader of a former address to the post at its new one', async () => {
    const post = await write(actors.publisher, { title: 'Old address' });
    const moved = (await change(actors.publisher, post, { slug: 'new-address' })).json();
    expect(moved.slug).toBe('new-address');

    const [found] = (
      await inject({ method: 'GET', url: '/api/post/getposts?slug=old-address' })
    ).json().posts;
    expect(found).toMatchObject({ _id: post._id, slug: 'new-address' });
    // Moving back: the former address is the post's own again.
    await change(actors.publisher, post, { slug: 'old-address' });
    const [back] = (
      await inject({ method: 'GET', url: '/api/post/getposts?slug=new-address' })
    ).json().posts;
    expect(back).toMatchObject({ _id: post._id, slug: 'old-address' });
  });
});

describe('a post due while the server was down', () => {
  it('is published when the server starts', async () => {
    const database = await createTestDatabase({ onDisk: true });
    try {
      // This server never looks for due posts after its start.
      const before = await createTestApp({
        database,
        environment: { POST_SCHEDULER_INTERVAL_MS: String(24 * HOUR) },
      });
      const author = await createActor(before.app, 'publisher');
      const response = await before.app.inject({
        method: 'POST',
        url: '/api/post/create',
        headers: author.headers,
        payload: {
          title: 'Due while down',
          content: body('x'),
          status: 'scheduled',
          publishAt: inAnHour(),
        },
      });
      const { _id: postId } = response.json();
      // As if the hour had passed while no server ran.
      await before.app.db
        .update(posts)
        .set({ publishAt: new Date(Date.now() - 1000) })
        .where(eq(posts.id, postId));
      await before.close();

      const after = await createTestApp({ database });
      try {
        const [post] = (
          await after.app.inject({ method: 'GET', url: `/api/post/getposts?postId=${postId}` })
        ).json().posts;
        expect(post).toMatchObject({ title: 'Due while down', status: 'published' });
      } finally {
        await after.close();
      }
    } finally {
      await database.drop();
    }
  });
});
