import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { commentCalls } from '../../test/comment-calls.ts';
import { testFileApp } from '../../test/test-file-app.ts';

/**
 * Issue 36, "New accounts earn trust": an account younger than 24 hours, or unverified, posts at
 * most 3 comments an hour, mentions at most 5 people in one, and its comments with links wait
 * in the admins' review queue, reaching nobody else until approved.
 */

const { testApp, actors, as, writePost } = testFileApp();
const { like, edit, remove } = commentCalls(as);
let postId: string;
let mentionable: Actor[];
let made = 0;

beforeAll(async () => {
  postId = (await writePost('Trust me', '<p>Comments welcome</p>'))._id;
  mentionable = [];
  for (const name of ['m_one', 'm_two', 'm_three', 'm_four', 'm_five', 'm_six']) {
    mentionable.push(await createActor(testApp.app, 'user', name));
  }
});

/** A member who signed up just now (verified), or a month ago without verifying. */
function newAccount(kind: 'young' | 'unverified' = 'young') {
  made += 1;
  return createActor(
    testApp.app,
    'user',
    `new_${kind}_${made}`,
    kind === 'young' ? { joinedAt: new Date() } : { verified: false },
  );
}

const comment = (actor: { headers: object }, content: string) =>
  as(actor, { method: 'POST', url: '/api/comment/create', payload: { postId, content } });

const reply = (actor: { headers: object }, parentId: string, content: string) =>
  as(actor, { method: 'POST', url: '/api/comment/reply', payload: { postId, parentId, content } });

interface Listed {
  _id: string;
  awaitingReview: boolean;
  replies: Listed[];
}

/** Every comment and reply the actor reads under the post. */
async function visibleTo(actor: { headers: object }): Promise<Listed[]> {
  const response = await as(actor, {
    method: 'GET',
    url: `/api/comment/getPostComments/${postId}`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as Listed[]).flatMap((c) => [c, ...c.replies]);
}
const ids = (list: { _id: string }[]) => list.map((c) => c._id);

const inbox = async (actor: Actor) =>
  (await as(actor, { method: 'GET', url: '/api/notification?limit=100' })).json().notifications as {
    type: string;
    message: string;
  }[];

const queue = async (actor: { headers: object } = actors.admin) =>
  as(actor, { method: 'GET', url: '/api/comment/review-queue?limit=100' });

const review = (actor: { headers: object }, id: string, decision: string) =>
  as(actor, { method: 'PUT', url: `/api/comment/review/${id}`, payload: { decision } });

describe('comments per hour', () => {
  it.each([
    ['an account made today', 'young'],
    ['an unverified account', 'unverified'],
  ] as const)('%s posts 3 comments and replies an hour, then gets a clear 429', async (_, kind) => {
    const member = await newAccount(kind);
    const first = await comment(member, 'One');
    expect(first.statusCode).toBe(201);
    expect((await reply(member, first.json()._id, 'Two')).statusCode).toBe(201);
    expect((await comment(member, 'Three')).statusCode).toBe(201);
    const fourth = await comment(member, 'Four');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(
      /^New accounts can post 3 comments an hour\. Please try again in \d+ minute\(s\)\.$/,
    );
    expect((await reply(member, first.json()._id, 'Five')).statusCode).toBe(429);
  });

  it('holds established members, publishers and admins to the usual limit only', async () => {
    const youngPublisher = await createActor(testApp.app, 'publisher', undefined, {
      joinedAt: new Date(),
    });
    const youngAdmin = await createActor(testApp.app, 'admin', undefined, {
      joinedAt: new Date(),
    });
    for (const actor of [actors.user, youngPublisher, youngAdmin]) {
      for (let i = 0; i < 5; i++) expect((await comment(actor, `Note ${i}`)).statusCode).toBe(201);
    }
  });
});

describe('mentions per comment', () => {
  const names = (count: number) =>
    mentionable
      .slice(0, count)
      .map((a) => `@${a.username}`)
      .join(' ');

  it('a new account may mention 5 people; 6 is a 400 that says so, and nothing is written', async () => {
    const member = await newAccount();
    const five = await comment(member, `Hi ${names(5)}`);
    expect(five.statusCode).toBe(201);
    const six = await comment(member, `Hi ${names(6)}`);
    expect(six.statusCode).toBe(400);
    expect(six.json().message).toBe('You can mention at most 5 people in one comment');
    expect(ids(await visibleTo(member))).not.toContain(six.json()._id);
    const edited = await edit(member, five.json()._id, `Hi ${names(6)}`);
    expect(edited.statusCode).toBe(400);
    // The sixth was never told; the five were, once.
    expect((await inbox(mentionable[5]!)).filter((n) => n.type === 'mention')).toHaveLength(0);
  });

  it('an established member mentions as many as they like', async () => {
    expect((await comment(actors.user, `Hi ${names(6)}`)).statusCode).toBe(201);
  });
});

describe('comments with links from new accounts', () => {
  let member: Actor;
  let held: { _id: string; awaitingReview: boolean };

  beforeAll(async () => {
    member = await newAccount();
    // A visitor's answer is cached before the held comment arrives.
    await visibleTo(actors.visitor);
    const response = await comment(member, `Cheap pills at www.pills.example.com @m_one`);
    expect(response.statusCode).toBe(201);
    held = response.json();
  });

  it('answer the author with the comment awaiting review, and list it for them only', async () => {
    expect(held.awaitingReview).toBe(true);
    const own = (await visibleTo(member)).find((c) => c._id === held._id);
    expect(own?.awaitingReview).toBe(true);
    for (const reader of [actors.visitor, actors.user, actors.publisher, actors.admin]) {
      expect(ids(await visibleTo(reader))).not.toContain(held._id);
    }
  });

  it('reach no notification, dashboard list or count before review', async () => {
    expect(
      (await inbox(actors.publisher)).filter((n) => n.message.includes(member.username)),
    ).toEqual([]);
    expect(
      (await inbox(mentionable[0]!)).filter((n) => n.message.includes(member.username)),
    ).toEqual([]);
    const lists = [
      await as(actors.publisher, { method: 'GET', url: '/api/comment/getPublisherComments' }),
      await as(actors.admin, { method: 'GET', url: '/api/comment/getComments?limit=100' }),
      await as(actors.admin, { method: 'GET', url: '/api/comment/getcomments?limit=100' }),
    ];
    for (const list of lists) {
      expect(list.statusCode).toBe(200);
      expect(ids(list.json().comments)).not.toContain(held._id);
    }
  });

  it('cannot be liked, replied to or reported by anyone, the 404 of no comment', async () => {
    for (const actor of [actors.user, actors.publisher, actors.admin]) {
      expect((await like(actor, held._id)).statusCode).toBe(404);
      expect((await reply(actor, held._id, 'Re')).statusCode).toBe(404);
      const report = await as(actor, {
        method: 'POST',
        url: '/api/report',
        payload: { targetId: held._id, targetType: 'comment', reason: 'Spam' },
      });
      expect(report.statusCode).toBe(404);
    }
    const edited = await edit(actors.user, held._id, 'Mine now');
    expect(edited.statusCode).toBe(404);
  });

  it('wait in the review queue, which is for admins only', async () => {
    const listed = await queue();
    expect(listed.statusCode).toBe(200);
    expect(listed.json().comments).toContainEqual(
      expect.objectContaining({
        _id: held._id,
        userId: expect.objectContaining({ _id: member.id }),
      }),
    );
    expect((await queue(actors.visitor)).statusCode).toBe(401);
    for (const actor of [actors.user, actors.publisher, member]) {
      expect((await queue(actor)).statusCode).toBe(403);
      expect((await review(actor, held._id, 'approve')).statusCode).toBe(403);
    }
    expect((await review(actors.admin, held._id, 'maybe')).statusCode).toBe(400);
  });

  it('once approved, are public and notify as a new comment would; twice is a 409', async () => {
    const approved = await review(actors.admin, held._id, 'approve');
    expect(approved.statusCode).toBe(200);
    for (const reader of [actors.visitor, actors.user]) {
      expect(ids(await visibleTo(reader))).toContain(held._id);
    }
    expect((await visibleTo(member)).find((c) => c._id === held._id)?.awaitingReview).toBe(false);
    expect((await inbox(actors.publisher)).map((n) => n.message)).toContain(
      `${member.username} commented on "Trust me"`,
    );
    expect((await inbox(mentionable[0]!)).map((n) => n.message)).toContain(
      `${member.username} mentioned you in a comment on "Trust me"`,
    );
    expect(ids((await queue()).json().comments)).not.toContain(held._id);
    expect((await review(actors.admin, held._id, 'approve')).statusCode).toBe(409);
  });

  it('once rejected, are gone, and nobody was told', async () => {
    const other = await newAccount('unverified');
    const spam = (await comment(other, 'Visit https://spam.example.org now')).json();
    expect(spam.awaitingReview).toBe(true);
    const rejected = await review(actors.admin, spam._id, 'reject');
    expect(rejected.statusCode).toBe(200);
    expect(ids(await visibleTo(other))).not.toContain(spam._id);
    expect(ids((await queue()).json().comments)).not.toContain(spam._id);
    expect(
      (await inbox(actors.publisher)).filter((n) => n.message.includes(other.username)),
    ).toEqual([]);
    expect((await review(actors.admin, spam._id, 'reject')).statusCode).toBe(404);
  });

  it('its author may still edit or delete it while it waits', async () => {
    const newcomer = await newAccount();
    const waiting = (await comment(newcomer, 'See bit.ly/abc')).json();
    expect(waiting.awaitingReview).toBe(true);
    const edited = await edit(newcomer, waiting._id, 'See bit.ly/abcd');
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ content: 'See bit.ly/abcd', awaitingReview: true });
    const removed = await remove(newcomer, waiting._id);
    expect(removed.statusCode).toBe(200);
    expect(ids((await queue()).json().comments)).not.toContain(waiting._id);
  });

  it('an edit that adds a link sends a new account’s comment back to review', async () => {
    const newcomer = await newAccount();
    const plain = (await comment(newcomer, 'No links here')).json();
    expect(plain.awaitingReview).toBe(false);
    const edited = await edit(newcomer, plain._id, 'Now with http://example.org/x');
    expect(edited.statusCode).toBe(200);
    expect(edited.json().awaitingReview).toBe(true);
    expect(ids(await visibleTo(actors.visitor))).not.toContain(plain._id);
    const removed = await remove(newcomer, plain._id);
    expect(removed.statusCode).toBe(200);
  });

  it('from established members, publishers and admins are published at once', async () => {
    for (const actor of [actors.user, actors.publisher, actors.admin]) {
      const posted = (await comment(actor, 'Our guide: https://hearth.example.org/guide')).json();
      expect(posted.awaitingReview).toBe(false);
      expect(ids(await visibleTo(actors.visitor))).toContain(posted._id);
    }
  });
});

describe('the limits are settings', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) };

  it('reads them from the environment, with the issue’s defaults', () => {
    expect(loadConfig(base).newAccounts).toEqual({
      hours: 24,
      commentsPerHour: 3,
      mentionsPerComment: 5,
      holdLinks: true,
    });
    expect(
      loadConfig({
        ...base,
        NEW_ACCOUNT_HOURS: '72',
        NEW_ACCOUNT_COMMENTS_PER_HOUR: '1',
        NEW_ACCOUNT_MENTIONS_PER_COMMENT: '0',
        NEW_ACCOUNT_HOLD_LINKS: 'false',
      }).newAccounts,
    ).toEqual({ hours: 72, commentsPerHour: 1, mentionsPerComment: 0, holdLinks: false });
  });

  it.each([
    ['NEW_ACCOUNT_COMMENTS_PER_HOUR', '0'],
    ['NEW_ACCOUNT_HOURS', '-1'],
    ['NEW_ACCOUNT_HOLD_LINKS', 'maybe'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
  });
});
