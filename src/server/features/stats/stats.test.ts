import { describe, expect, it } from 'vitest';
import { createActor, type Actor } from '../../test/actors.ts';
import { narrativeFields } from '../../test/narrative-fields.ts';
import { giveAndReceive } from '../../test/pledges.ts';
import { testFileApp } from '../../test/test-file-app.ts';

const DAY = 24 * 3600 * 1000;
const { testApp, actors, as, inject, created, writePost, approveNarrative } = testFileApp({
  environment: { TEST_CLOCK: 'true' },
});

async function clockNow() {
  const response = await inject({
    method: 'POST',
    url: '/api/test/clock',
    payload: { advanceMs: 0 },
  });
  return new Date(response.json().now as string);
}

async function advance(advanceMs: number) {
  const response = await inject({ method: 'POST', url: '/api/test/clock', payload: { advanceMs } });
  expect(response.statusCode).toBe(200);
}

/** The UTC day `offset` days from the clock's day. */
const dayOf = (moment: Date, offset = 0) =>
  new Date(moment.getTime() + offset * DAY).toISOString().slice(0, 10);

const read = (actor: { headers: object }, url: string) => as(actor, { method: 'GET', url });

async function viewPost(viewer: Actor, postId: string) {
  const response = await as(viewer, { method: 'PUT', url: `/api/post/view/${postId}` });
  expect(response.statusCode, response.body).toBe(200);
}

async function viewNarrative(viewer: Actor, storyId: string) {
  const response = await as(viewer, { method: 'PUT', url: `/api/story/view/${storyId}` });
  expect(response.statusCode, response.body).toBe(200);
}

async function comment(author: Actor, postId: string, content = 'Thank you for this') {
  return created(author, '/api/comment/create', { postId, content });
}

async function like(member: Actor, commentId: string) {
  const response = await as(member, {
    method: 'PUT',
    url: `/api/comment/likeComment/${commentId}`,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function follow(member: Actor, authorId: string) {
  const response = await as(member, { method: 'PUT', url: `/api/user/follow/${authorId}` });
  expect(response.statusCode, response.body).toBe(200);
}

describe('stats against known activity on given days', () => {
  /** The first day's moment (noon UTC, so a test's few seconds never cross midnight). */
  let start: Date;
  let firstPost: { _id: string; slug: string };
  let secondPost: { _id: string; slug: string };
  let narrative: { _id: string; slug: string };
  let otherPostId: string;
  let readers: Actor[];

  it('records two days of activity with a quiet day between (the setup of what follows)', async () => {
    const now = await clockNow();
    const noon = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY / 2;
    await advance(noon + DAY - now.getTime());
    start = await clockNow();

    readers = await Promise.all(
      ['ada', 'ben', 'cleo'].map((name) => createActor(testApp.app, 'user', `stats-${name}`)),
    );
    firstPost = await writePost('Wells that last', '<p>How to keep a well.</p>');
    secondPost = await writePost('Seeds for the dry season', '<p>What grows.</p>');
    otherPostId = (
      await created(actors.otherPublisher, '/api/post/create', {
        title: 'Not theirs',
        content: '<p>Another author.</p>',
      })
    )._id;
    narrative = await created(actors.publisher, '/api/story/create', narrativeFields());
    await approveNarrative(narrative._id);
    const donationCase = await created(actors.admin, '/api/donation/case', {
      title: 'A roof',
      description: 'Before the rains',
      currency: 'EUR',
      storyId: narrative._id,
    });

    // Day 0: three views of the first post, one of the narrative, two comments (one liked
    // twice), two new followers (one follows twice), a gift of 25 EUR.
    for (const reader of readers) await viewPost(reader, firstPost._id);
    await viewNarrative(readers[0]!, narrative._id);
    const first = await comment(readers[0]!, firstPost._id);
    await comment(readers[1]!, firstPost._id);
    await like(readers[1]!, first._id);
    await like(readers[2]!, first._id);
    await follow(readers[0]!, actors.publisher.id);
    await follow(readers[0]!, actors.publisher.id);
    await follow(readers[1]!, actors.publisher.id);
    await giveAndReceive(testApp.app, actors.admin, {
      donationCaseId: donationCase._id,
      amount: 25,
    });
    // Another author's post: none of the publisher's figures.
    await viewPost(readers[0]!, otherPostId);
    await comment(readers[0]!, otherPostId);
    await testApp.app.services.views.flush();

    // Day 2: one view of the second post, a comment on it, a gift of 10.50 EUR.
    await advance(2 * DAY);
    await viewPost(readers[0]!, secondPost._id);
    await comment(readers[2]!, secondPost._id);
    await giveAndReceive(testApp.app, actors.admin, {
      donationCaseId: donationCase._id,
      amount: '10.50',
    });
    await testApp.app.services.views.flush();
  });

  it("answers the publisher's own series day by day, a quiet day as zeros", async () => {
    const response = await read(actors.publisher, '/api/stats/author?days=7');
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json();
    const today = dayOf(start, 2);
    expect(stats).toMatchObject({ days: 7, from: dayOf(start, -4), to: today });
    expect(stats.author).toEqual({ _id: actors.publisher.id, username: actors.publisher.username });
    expect(stats.series).toHaveLength(7);
    const zero = { views: 0, likes: 0, comments: 0, followers: 0, gifts: 0 };
    expect(stats.series).toEqual([
      ...[-4, -3, -2, -1].map((offset) => ({ date: dayOf(start, offset), ...zero })),
      { date: dayOf(start), views: 4, likes: 2, comments: 2, followers: 2, gifts: 1 },
      { date: dayOf(start, 1), ...zero },
      { date: today, views: 1, likes: 0, comments: 1, followers: 0, gifts: 1 },
    ]);
    expect(stats.totals).toEqual({ views: 5, likes: 2, comments: 3, followers: 2, gifts: 2 });
    expect(stats.money).toHaveLength(1);
    expect(stats.money[0]).toMatchObject({ currency: 'EUR', total: 35.5 });
    expect(stats.money[0].days.map((d: { amount: number }) => d.amount)).toEqual([
      0, 0, 0, 0, 25, 0, 10.5,
    ]);
  });

  it('answers a table per post and per narrative with their totals, the most viewed first', async () => {
    const stats = (await read(actors.publisher, '/api/stats/author?days=7')).json();
    expect(stats.posts).toEqual([
      {
        _id: firstPost._id,
        title: 'Wells that last',
        slug: firstPost.slug,
        views: 3,
        likes: 2,
        comments: 2,
      },
      {
        _id: secondPost._id,
        title: 'Seeds for the dry season',
        slug: secondPost.slug,
        views: 1,
        likes: 0,
        comments: 1,
      },
    ]);
    expect(stats.narratives).toEqual([
      {
        _id: narrative._id,
        title: narrativeFields().title,
        slug: narrative.slug,
        views: 1,
        gifts: 2,
        money: { currency: 'EUR', amount: 35.5 },
      },
    ]);
  });

  it('leaves out the days before the period', async () => {
    const stats = (await read(actors.publisher, '/api/stats/author?days=7')).json();
    await advance(5 * DAY);
    const later = (await read(actors.publisher, '/api/stats/author?days=7')).json();
    expect(later.from).toBe(dayOf(start, 1));
    expect(later.totals).toEqual({ views: 1, likes: 0, comments: 1, followers: 0, gifts: 1 });
    expect(later.posts.map((p: { views: number }) => p.views)).toEqual([1, 0]);
    const month = (await read(actors.publisher, '/api/stats/author?days=30')).json();
    expect(month.series).toHaveLength(30);
    expect(month.totals).toEqual(stats.totals);
  });

  it("answers the site's new members, posts, narratives, gifts and money per day to an admin", async () => {
    const response = await read(actors.admin, '/api/stats/site?days=30');
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json();
    expect(stats.series).toHaveLength(30);
    const on = (offset: number) =>
      stats.series.find((row: { date: string }) => row.date === dayOf(start, offset));
    // The readers were made in the database, not signed up: no new members from them.
    expect(on(0)).toEqual({
      date: dayOf(start),
      members: 0,
      posts: 3,
      narratives: 1,
      gifts: 1,
    });
    expect(on(1)).toEqual({ date: dayOf(start, 1), members: 0, posts: 0, narratives: 0, gifts: 0 });
    expect(on(2)).toMatchObject({ posts: 0, narratives: 0, gifts: 1 });
    expect(stats.money).toEqual([expect.objectContaining({ currency: 'EUR', total: 35.5 })]);
  });

  it('counts a member who signs up as a new member of the day', async () => {
    const before = (await read(actors.admin, '/api/stats/site?days=7')).json();
    const signUp = await inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        username: 'statsnewcomer',
        email: 'statsnewcomer@example.org',
        password: 'a long enough passphrase 1!',
        dateOfBirth: '1990-01-01',
      },
    });
    expect(signUp.statusCode, signUp.body).toBeLessThan(300);
    const after = (await read(actors.admin, '/api/stats/site?days=7')).json();
    expect(after.totals.members).toBe(before.totals.members + 1);
    expect(after.series.at(-1).members).toBe(before.series.at(-1).members + 1);
  });

  it("lets an admin read any author's stats, and answers 404 for no such author", async () => {
    const response = await read(
      actors.admin,
      `/api/stats/author?days=90&authorId=${actors.publisher.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ days: 90, author: { _id: actors.publisher.id } });
    expect(response.json().series).toHaveLength(90);
    const missing = await read(
      actors.admin,
      '/api/stats/author?authorId=00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Author not found');
  });
});

describe('who may read stats', () => {
  it('refuses a visitor (401) and a member (403) on both', async () => {
    for (const url of ['/api/stats/author?days=7', '/api/stats/site?days=7']) {
      expect((await read(actors.visitor, url)).statusCode).toBe(401);
      expect((await read(actors.user, url)).statusCode).toBe(403);
    }
  });

  it("refuses a publisher another author's stats and the site's (403), and gives their own", async () => {
    const others = await read(
      actors.publisher,
      `/api/stats/author?authorId=${actors.otherPublisher.id}`,
    );
    expect(others.statusCode).toBe(403);
    expect(others.json().message).toBe('You may only see your own stats');
    expect((await read(actors.publisher, '/api/stats/site')).statusCode).toBe(403);
    const own = await read(actors.publisher, `/api/stats/author?authorId=${actors.publisher.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().days).toBe(30);
  });

  it.each(['0', '14', 'abc', '7.5', '365'])(
    'answers days=%s with a 400 that says what is allowed',
    async (days) => {
      for (const url of [`/api/stats/author?days=${days}`, `/api/stats/site?days=${days}`]) {
        const response = await read(actors.admin, url);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain('days must be 7, 30 or 90');
      }
    },
  );

  it('answers a malformed authorId with a 400', async () => {
    const response = await read(actors.admin, '/api/stats/author?authorId=nobody');
    expect(response.statusCode).toBe(400);
  });
});
