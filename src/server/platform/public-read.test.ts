import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { posts } from '../db/schema.ts';
import { createActor, type Actor } from '../test/actors.ts';
import {
  startSecondProcess,
  stopSecondProcess,
  type SecondProcess,
} from '../test/second-process.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testFileApp } from '../test/test-file-app.ts';
import { INVALIDATION_BOUND_MS, LISTENER_NAME } from './cache-broadcast.ts';

/**
 * The public read cache as readers and writers notice it: every write shows in the very next
 * public read on its own process, and on PostgreSQL in every read from another process that
 * starts INVALIDATION_BOUND_MS after the write's answer; cached answers revalidate with ETags,
 * and no reader ever gets another's answer.
 */
const isPostgres = Boolean(process.env.DATABASE_URL);

interface Answer {
  statusCode: number;
  headers: Record<string, number | string | string[] | undefined>;
  body: string;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any
}
interface Call {
  method?: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}
type Client = (call: Call) => Promise<Answer>;

const { testApp, actors, created, writePost } = testFileApp({
  // The tests flush the counted views themselves; the timer's flush would race their checks.
  environment: { VIEWS_FLUSH_INTERVAL_MS: String(24 * 3_600_000) },
});
let second: SecondProcess | undefined;

const injector =
  (app: TestApp['app']): Client =>
  async ({ method = 'GET', url, payload, headers }) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      payload: payload as object,
      headers,
    });
    return { ...response, body: response.body, json: () => response.json() };
  };

const fetcher =
  (baseUrl: string): Client =>
  async ({ method = 'GET', url, payload, headers = {} }) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: payload ? { 'content-type': 'application/json', ...headers } : headers,
      body: payload ? JSON.stringify(payload) : undefined,
    });
    const body = await response.text();
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body,
      json: () => JSON.parse(body),
    };
  };

beforeAll(async () => {
  if (isPostgres) {
    const { database } = testApp.config;
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    second = await startSecondProcess(database.url, testApp.config.jwtSecret!);
  }
}, 90_000);

afterAll(async () => {
  await stopSecondProcess(second);
});

const as = (actor: { headers: object }, call: Call): Call => ({
  ...call,
  headers: { ...(actor.headers as Record<string, string>), ...call.headers },
});

/** Each write, then the very next public read by `read`, which cached the answer before. */
function writesShowAtOnce(read: () => Client, write: () => Client) {
  const ok = async (client: Client, call: Call) => {
    const response = await client(call);
    expect(response.statusCode, `${call.method} ${call.url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  /** `actor`'s write, through `write()`. */
  const writeAs = (actor: { headers: object }, call: Call) => ok(write(), as(actor, call));
  const get = (url: string) => ok(read(), { url });
  const twice = async (url: string) => {
    await get(url);
    return get(url);
  };
  const publish = async (author: Actor, title: string) =>
    writeAs(author, {
      method: 'POST',
      url: '/api/post/create',
      payload: { title, content: '<p>Words</p>' },
    });

  it('a comment, its edit, a like and its deletion', async () => {
    const post = await publish(actors.publisher, 'Talked about');
    const comments = `/api/comment/getPostComments/${post._id}`;
    expect(await twice(comments)).toEqual([]);

    const comment = await writeAs(actors.user, {
      method: 'POST',
      url: '/api/comment/create',
      payload: { postId: post._id, content: 'First!' },
    });
    expect((await get(comments)).map((c: { content: string }) => c.content)).toEqual(['First!']);

    await writeAs(actors.user, {
      method: 'PUT',
      url: `/api/comment/editComment/${comment._id}`,
      payload: { content: 'Edited' },
    });
    expect((await get(comments))[0].content).toBe('Edited');

    await writeAs(actors.admin, { method: 'PUT', url: `/api/comment/likeComment/${comment._id}` });
    expect((await get(comments))[0]).toMatchObject({ numberOfLikes: 1, likes: [actors.admin.id] });

    await writeAs(actors.user, {
      method: 'DELETE',
      url: `/api/comment/deleteComment/${comment._id}`,
    });
    expect(await get(comments)).toEqual([]);
  });

  it('a post published, edited and deleted, in lists, by slug and in most read', async () => {
    const author = await createActor(testApp.app, 'publisher');
    const list = `/api/post/getposts?userId=${author.id}`;
    expect((await twice(list)).posts).toEqual([]);
    const post = await publish(author, 'Before');
    expect((await get(list)).posts.map((p: { title: string }) => p.title)).toEqual(['Before']);
    const bySlug = `/api/post/getposts?slug=${post.slug}`;
    await twice(bySlug);
    await twice('/api/post/most-read?limit=20');

    await writeAs(author, {
      method: 'PUT',
      url: `/api/post/updatepost/${post._id}/${author.id}`,
      payload: { title: 'After' },
    });
    expect((await get(bySlug)).posts[0].title).toBe('After');
    expect((await get(list)).posts[0].title).toBe('After');
    const mostRead = (await get('/api/post/most-read?limit=20')).posts;
    expect(mostRead.find((p: { _id: string }) => p._id === post._id).title).toBe('After');

    await writeAs(author, {
      method: 'DELETE',
      url: `/api/post/deletepost/${post._id}/${author.id}`,
    });
    expect((await get(list)).posts).toEqual([]);
    expect((await get(bySlug)).posts).toEqual([]);
  });

  it("an author's new name beside their posts and comments", async () => {
    const author = await createActor(testApp.app, 'publisher');
    const post = await publish(author, 'Signed');
    await writeAs(author, {
      method: 'POST',
      url: '/api/comment/create',
      payload: { postId: post._id, content: 'Mine' },
    });
    const list = `/api/post/getposts?userId=${author.id}`;
    const comments = `/api/comment/getPostComments/${post._id}`;
    await twice(list);
    await twice(comments);
    const renamed = `${author.username}-renamed`;
    await writeAs(author, {
      method: 'PUT',
      url: `/api/user/update/${author.id}`,
      payload: { username: renamed },
    });
    expect((await get(list)).posts[0].userId.username).toBe(renamed);
    expect((await get(comments))[0].userId.username).toBe(renamed);
    expect((await get(`/api/user/username/${renamed}`))._id).toBe(author.id);
  });

  it('a follow, a role change, and a ban and unban as those who may see it read them', async () => {
    const member = await createActor(testApp.app, 'publisher');
    const profile = `/api/user/username/${member.username}`;
    expect(await twice(profile)).toMatchObject({ followersCount: 0, isPublisher: true });

    await writeAs(actors.user, { method: 'PUT', url: `/api/user/follow/${member.id}` });
    expect(await get(profile)).toMatchObject({ followersCount: 1, followers: [actors.user.id] });
    await writeAs(actors.admin, {
      method: 'PUT',
      url: '/api/user/update-role',
      payload: { userId: member.id, isPublisher: false },
    });
    expect((await get(profile)).isPublisher).toBe(false);

    await writeAs(actors.admin, {
      method: 'POST',
      url: '/api/user/ban',
      payload: { userId: member.id, duration: '1d', reason: 'Spam' },
    });
    expect(await ok(read(), as(actors.admin, { url: profile }))).toMatchObject({
      isBanned: true,
      banReason: 'Spam',
    });
    expect((await read()(as(member, { url: profile }))).statusCode).toBe(403);
    expect(await get(profile)).not.toHaveProperty('isBanned');
    await writeAs(actors.admin, { method: 'POST', url: `/api/user/unban/${member.id}` });
    expect(await ok(read(), as(actors.admin, { url: profile }))).toMatchObject({ isBanned: false });
    expect(await ok(read(), as(member, { url: profile }))).toMatchObject({ isBanned: false });
  });

  it('a narrative approved, edited back into review, and deleted', async () => {
    const story = await writeAs(actors.publisher, {
      method: 'POST',
      url: '/api/story/create',
      payload: {
        title: 'Reviewed soon',
        body: '<p>Our family needs help.</p>',
        country: 'Kenya',
        category: 'housing',
        contactPlatform: 'whatsapp',
        contactUsername: '254712345678',
      },
    });
    const list = '/api/story/get?searchTerm=reviewed';
    const detail = `/api/story/getbyslug/${story.slug}`;
    expect((await twice(list)).stories).toEqual([]);
    expect((await read()({ url: detail })).statusCode).toBe(404);

    await writeAs(actors.admin, {
      method: 'PUT',
      url: `/api/story/status/${story._id}`,
      payload: { status: 'approved' },
    });
    expect((await get(list)).stories.map((s: { _id: string }) => s._id)).toEqual([story._id]);
    expect((await twice(detail)).status).toBe('approved');
    expect((await twice(`/api/story/get/${story._id}`)).status).toBe('approved');

    await writeAs(actors.publisher, {
      method: 'PUT',
      url: `/api/story/update/${story._id}`,
      payload: { ...story, title: 'Reviewed again' },
    });
    expect((await get(list)).stories).toEqual([]);
    expect((await read()({ url: detail })).statusCode).toBe(404);
    expect((await read()({ url: `/api/story/get/${story._id}` })).statusCode).toBe(404);
  });

  it('a case updated, a pledge to it, its money received and another pledge lapsed (raised and pledged), and its archiving', async () => {
    const created = await writeAs(actors.admin, {
      method: 'POST',
      url: '/api/donation/case',
      payload: { title: 'Clean water', description: 'A well' },
    });
    const detail = `/api/donation/case/${created._id}`;
    const list = '/api/donation/cases?limit=100';
    const inList = async () =>
      (await get(list)).donationCases.find((c: { _id: string }) => c._id === created._id);
    expect(await twice(detail)).toMatchObject({ raisedAmount: 0 });
    await twice(list);

    await writeAs(actors.admin, {
      method: 'PUT',
      url: detail,
      payload: { title: 'Clean water now' },
    });
    expect((await get(detail)).title).toBe('Clean water now');
    expect((await inList()).title).toBe('Clean water now');

    const pledge = (amount: number) =>
      ok(write(), {
        method: 'POST',
        url: '/api/donation/transaction',
        payload: { donationCaseId: created._id, amount, donorName: 'Ann' },
      });
    const first = await pledge(25);
    const another = await pledge(10);
    expect(await get(detail)).toMatchObject({ raisedAmount: 0, pledgedAmount: 35 });
    expect(await inList()).toMatchObject({ raisedAmount: 0, pledgedAmount: 35 });

    await writeAs(actors.admin, {
      method: 'PUT',
      url: `/api/donation/transaction/${first._id}/receive`,
      payload: { amount: 25, method: 'cash', receivedAt: new Date().toISOString() },
    });
    expect(await get(detail)).toMatchObject({ raisedAmount: 25, pledgedAmount: 10 });
    expect(await inList()).toMatchObject({ raisedAmount: 25, pledgedAmount: 10 });

    await writeAs(actors.admin, {
      method: 'PUT',
      url: `/api/donation/transaction/${another._id}/lapse`,
      payload: {},
    });
    expect(await get(detail)).toMatchObject({ raisedAmount: 25, pledgedAmount: 0 });
    expect(await inList()).toMatchObject({ raisedAmount: 25, pledgedAmount: 0 });

    await writeAs(actors.admin, { method: 'DELETE', url: detail });
    expect((await read()({ url: detail })).statusCode).toBe(404);
    expect(await inList()).toBeUndefined();
  });
}

describe('the very next public read shows every write', () => {
  const client = () => injector(testApp.app);
  writesShowAtOnce(client, client);
});

/** `client`'s calls, each answered once the bound has passed since its answer. */
const answeredPastTheBound =
  (client: Client): Client =>
  async (call) => {
    const answer = await client(call);
    await new Promise((resolve) => setTimeout(resolve, INVALIDATION_BOUND_MS));
    return answer;
  };

describe.skipIf(!isPostgres)(
  'two app processes on PostgreSQL: written to one, read from the other once the bound has passed',
  () => {
    writesShowAtOnce(
      () => fetcher(second!.baseUrl),
      () => answeredPastTheBound(injector(testApp.app)),
    );

    it('clears its cache when it loses its LISTEN connection, and caches again once back', async () => {
      const app = testApp.app;
      const post = await injector(app)(
        as(actors.publisher, {
          method: 'POST',
          url: '/api/post/create',
          payload: { title: 'Quiet', content: '<p>x</p>' },
        }),
      );
      const url = `/api/post/getposts?postId=${post.json()._id}`;
      const title = async () => (await app.inject({ url })).json().posts[0].title;
      expect(await title()).toBe('Quiet');
      // A write no event announces: the cached answer hides it...
      await app.db
        .update(posts)
        .set({ title: 'Changed behind its back' })
        .where(eq(posts.id, post.json()._id));
      expect(await title()).toBe('Quiet');
      // ...until the process loses its channel, when it may have missed invalidations.
      await app.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${LISTENER_NAME} and datname = current_database()`,
      );
      await expect.poll(title).toBe('Changed behind its back');
      await expect
        .poll(
          async () => {
            await title();
            return app.services.publicCache.size;
          },
          { timeout: 5_000 },
        )
        .toBeGreaterThan(0);
    });
  },
);

describe('HTTP caching of public answers', () => {
  const inject = (call: Call) => injector(testApp.app)(call);

  it('answers a matching If-None-Match with 304 and no body, and the old ETag after a write with the new body', async () => {
    const author = await createActor(testApp.app, 'publisher');
    const url = `/api/post/getposts?userId=${author.id}`;
    const first = await inject({ url });
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=30',
    );
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    // Signed-in readers get their own `can` in a post list: caches must key on who asks.
    expect(first.headers.vary).toBe('accept-encoding, authorization, cookie');

    const again = await inject({ url, headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(
      (await inject({ url, headers: { 'if-none-match': '"something-else"' } })).statusCode,
    ).toBe(200);

    await inject(
      as(author, {
        method: 'POST',
        url: '/api/post/create',
        payload: { title: 'New', content: '<p>x</p>' },
      }),
    );
    const changed = await inject({
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().posts.map((p: { title: string }) => p.title)).toEqual(['New']);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('serves the kept brotli and gzip forms, each with its own ETag, and revalidates any form', async () => {
    const url = '/api/donation/cases?limit=100';
    for (let i = 0; i < 8; i++) {
      await inject(
        as(actors.admin, {
          method: 'POST',
          url: '/api/donation/case',
          payload: { title: `Case ${i}`, description: 'x'.repeat(200) },
        }),
      );
    }
    const plain = await inject({ url });
    const br = await testApp.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    const gz = await testApp.app.inject({ url, headers: { 'accept-encoding': 'gzip, br;q=0.5' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toBe('accept-encoding, authorization, cookie');
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    const revalidated = await testApp.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('keeps answers for a signed-in reader no-store, and says the public one varies by reader', async () => {
    const post = (await inject({ url: '/api/post/getposts?limit=1' })).json().posts[0];
    const url = `/api/comment/getPostComments/${post._id}`;
    expect((await inject({ url })).headers).toMatchObject({
      'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=30',
      vary: 'accept-encoding, authorization, cookie',
    });
    const signedIn = await inject(as(actors.user, { url }));
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.etag).toBeUndefined();
    expect(
      (await inject({ url: '/api/donation/case/00000000-0000-4000-8000-000000000000' })).headers[
        'cache-control'
      ],
    ).toBe('no-store');
  });
});

describe('no reader gets another reader’s answer', () => {
  const inject = (call: Call) => injector(testApp.app)(call);

  it("keeps a signed-in reader's likes and a visitor's answer apart, in either order", async () => {
    const post = await writePost('Liked', '<p>x</p>');
    const comment = await created(actors.user, '/api/comment/create', {
      postId: post._id,
      content: 'Like me',
    });
    await inject(
      as(actors.admin, { method: 'PUT', url: `/api/comment/likeComment/${comment._id}` }),
    );
    const url = `/api/comment/getPostComments/${post._id}`;
    expect((await inject(as(actors.admin, { url }))).json()[0].isLiked).toBe(true);
    expect((await inject({ url })).json()[0].isLiked).toBe(false);
    expect((await inject(as(actors.admin, { url }))).json()[0].isLiked).toBe(true);
    expect((await inject(as(actors.user, { url }))).json()[0].isLiked).toBe(false);
  });

  it("never shows a profile's private fields to a visitor, nor a visitor's profile to its owner", async () => {
    const member = await createActor(testApp.app, 'user');
    const url = `/api/user/username/${member.username}`;
    expect((await inject(as(member, { url }))).json().email).toBe(member.email);
    expect((await inject({ url })).json()).not.toHaveProperty('email');
    expect((await inject(as(member, { url }))).json().email).toBe(member.email);
    expect((await inject(as(actors.admin, { url }))).json().email).toBe(member.email);
  });

  it("never hands an admin's view of a pending narrative or a hidden case to a visitor", async () => {
    const story = await created(actors.publisher, '/api/story/create', {
      title: 'Pending',
      body: '<p>Help.</p>',
      country: 'Kenya',
      contactPlatform: 'email',
      contactUsername: 'a@example.org',
    });
    const hidden = await created(actors.admin, '/api/donation/case', {
      title: 'Hidden',
      description: 'D',
    });
    await inject(
      as(actors.admin, {
        method: 'PUT',
        url: `/api/donation/case/${hidden._id}`,
        payload: { active: false },
      }),
    );

    for (const url of [
      `/api/story/get/${story._id}`,
      `/api/story/getbyslug/${story.slug}`,
      `/api/donation/case/${hidden._id}`,
    ]) {
      const admin = await inject(as(actors.admin, { url }));
      expect(admin.statusCode, url).toBe(200);
      expect(admin.headers['cache-control']).toBe('private, no-store');
      expect((await inject({ url })).statusCode, url).toBe(404);
    }
    const pendingList = await inject(as(actors.admin, { url: '/api/story/get?status=pending' }));
    expect(pendingList.json().stories.map((s: { _id: string }) => s._id)).toContain(story._id);
    const visitorList = await inject({ url: '/api/story/get?status=pending' });
    expect(visitorList.json().stories.map((s: { _id: string }) => s._id)).not.toContain(story._id);
  });
});

describe('views counted in memory', () => {
  it('counts 100 concurrent visitors, all written by one flush', async () => {
    const post = await writePost('Crowded', '<p>x</p>');
    const views = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        testApp.app.inject({
          method: 'PUT',
          url: `/api/post/view/${post._id}`,
          remoteAddress: `192.0.2.${i + 1}`,
        }),
      ),
    );
    expect(views.every((view) => view.statusCode === 200)).toBe(true);
    const stored = async () =>
      (
        await testApp.app.db
          .select({ views: posts.views })
          .from(posts)
          .where(eq(posts.id, post._id))
      )[0]!.views;
    expect(await stored()).toBe(0);
    expect(Math.max(...views.map((view) => view.json().views))).toBe(100);
    await testApp.app.services.views.flush();
    expect(await stored()).toBe(100);
    const again = await testApp.app.inject({
      method: 'PUT',
      url: `/api/post/view/${post._id}`,
      remoteAddress: '192.0.2.1',
    });
    expect(again.json().views).toBe(100);
  });

  it('shows the flushed views in the very next read of a post and of the lists', async () => {
    const client = injector(testApp.app);
    const post = await writePost('Watched', '<p>x</p>');
    const bySlug = `/api/post/getposts?slug=${post.slug}`;
    const viewsIn = async (url: string) =>
      (await client({ url })).json().posts.find((p: { _id: string }) => p._id === post._id).views;
    expect(await viewsIn(bySlug)).toBe(0);
    expect(await viewsIn('/api/post/getposts?limit=50')).toBe(0);
    await testApp.app.inject({ method: 'PUT', url: `/api/post/view/${post._id}` });
    await testApp.app.services.views.flush();
    expect(await viewsIn(bySlug)).toBe(1);
    expect(await viewsIn('/api/post/getposts?limit=50')).toBe(1);
  });

  it('writes the views still in memory when the app closes', async () => {
    const database = await createTestDatabase({ onDisk: true });
    const first = await createTestApp({ database });
    const author = await createActor(first.app, 'publisher');
    const [post] = await first.app.db
      .insert(posts)
      .values({ userId: author.id, slug: 'kept', title: 'Kept', content: '<p>x</p>' })
      .returning();
    await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        first.app.inject({
          method: 'PUT',
          url: `/api/post/view/${post!.id}`,
          remoteAddress: `192.0.2.${i + 1}`,
        }),
      ),
    );
    await first.close();
    const reopened = await createTestApp({ database });
    const [row] = await reopened.app.db
      .select({ views: posts.views })
      .from(posts)
      .where(eq(posts.id, post!.id));
    expect(row!.views).toBe(7);
    await reopened.close();
    await database.drop();
  }, 90_000);
});
