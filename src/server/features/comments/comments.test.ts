import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ID_LIST_CAP } from '#contracts/common.ts';
import { commentLikes, commentMentions, comments, users } from '../../db/schema.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { testFileApp } from '../../test/test-file-app.ts';

const { testApp, actors, inject, as, writePost } = testFileApp({
  // One author writes and likes many times here; the throttle has its own tests.
  environment: { COMMENT_RATE_LIMIT_PER_MINUTE: '1000' },
});
let postId: string;

beforeAll(async () => {
  postId = (await writePost('Talk to me', '<p>Comments welcome</p>'))._id;
});

async function comment(actor: Actor, content: string, target = postId) {
  const response = await as(actor, {
    method: 'POST',
    url: '/api/comment/create',
    payload: { postId: target, content, userId: actor.id },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const listComments = async (viewer: { headers: object } = actors.visitor) =>
  (await as(viewer, { method: 'GET', url: `/api/comment/getPostComments/${postId}` })).json();

describe('creating comments and replies', () => {
  it('adds a comment by the signed-in user, whatever userId the body names', async () => {
    const response = await as(actors.user, {
      method: 'POST',
      url: '/api/comment/create',
      payload: { postId, content: '  First!  ', userId: actors.admin.id },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      content: 'First!',
      postId: { _id: postId, title: 'Talk to me' },
      parentId: null,
      likes: [],
      numberOfLikes: 0,
      userId: { _id: actors.user.id, username: actors.user.username },
      replies: [],
    });
  });

  it.each([
    ['/api/comment/create', { content: '   ' }, 'Comment cannot be empty'],
    ['/api/comment/create', { content: 'x'.repeat(201) }, 'Comments can be at most 200 characters'],
    ['/api/comment/reply', { content: '' }, 'Reply cannot be empty'],
  ])('%s refuses %o with "%s"', async (url, fields, message) => {
    const parent = await comment(actors.user, 'parent');
    const response = await as(actors.user, {
      method: 'POST',
      url,
      payload: { postId, parentId: parent._id, ...fields },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('accepts exactly 200 characters, and refuses visitors and unknown posts', async () => {
    await comment(actors.user, 'y'.repeat(200));
    const visitor = await inject({
      method: 'POST',
      url: '/api/comment/create',
      payload: { postId, content: 'hi' },
    });
    expect(visitor.statusCode).toBe(401);
    const unknown = await as(actors.user, {
      method: 'POST',
      url: '/api/comment/create',
      payload: { postId: crypto.randomUUID(), content: 'hi' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('threads replies under their comment, a reply to a reply included', async () => {
    const parent = await comment(actors.user, 'Question?');
    const reply = await as(actors.publisher, {
      method: 'POST',
      url: '/api/comment/reply',
      payload: { postId, parentId: parent._id, content: 'Answer.' },
    });
    expect(reply.statusCode).toBe(201);
    const nested = await as(actors.user, {
      method: 'POST',
      url: '/api/comment/reply',
      payload: { postId, parentId: reply.json()._id, content: 'Thanks!' },
    });
    expect(nested.json().parentId).toBe(parent._id);

    const thread = (await listComments()).find((c: { _id: string }) => c._id === parent._id);
    expect(thread.replies.map((r: { content: string }) => r.content)).toEqual([
      'Answer.',
      'Thanks!',
    ]);
  });

  it('keeps markup in comments as plain text', async () => {
    const created = await comment(actors.user, '<img src=x onerror=alert(1)>');
    expect(created.content).toBe('<img src=x onerror=alert(1)>');
  });

  it('records @mentions of existing users, not of the author or unknown names', async () => {
    const mentioned = await createActor(testApp.app, 'user', 'mentioned_one');
    const created = await comment(
      actors.user,
      `@mentioned_one and @${actors.user.username} and @ghost_user, hi`,
    );
    const rows = await testApp.app.db
      .select()
      .from(commentMentions)
      .where(eq(commentMentions.commentId, created._id));
    expect(rows.map((r) => r.userId)).toEqual([mentioned.id]);
    // The answer and the post's list name the mentions that are accounts: only those are links.
    const accounts = ['mentioned_one', actors.user.username.toLowerCase()];
    expect(created.mentions).toEqual(accounts);
    const listed = (await listComments()).find((c: { _id: string }) => c._id === created._id);
    expect(listed.mentions).toEqual(accounts);
    // An email address is not a mention.
    const email = await comment(actors.user, 'write to someone@mentioned_one.org');
    expect(
      await testApp.app.db.$count(commentMentions, eq(commentMentions.commentId, email._id)),
    ).toBe(0);
    expect(email.mentions).toEqual([]);
  });
});

describe('likes', () => {
  it('toggles per user and tells each viewer whether they like it', async () => {
    const target = await comment(actors.user, 'Like me');
    const url = `/api/comment/likeComment/${target._id}`;
    const liked = await as(actors.publisher, { method: 'PUT', url });
    expect(liked.json()).toEqual({
      _id: target._id,
      likes: [actors.publisher.id],
      numberOfLikes: 1,
      isLiked: true,
    });
    const viewed = (await listComments(actors.publisher)).find(
      (c: { _id: string }) => c._id === target._id,
    );
    expect(viewed).toMatchObject({ likes: [actors.publisher.id], isLiked: true, numberOfLikes: 1 });
    for (const other of [actors.admin, actors.visitor]) {
      const seen = (await listComments(other)).find((c: { _id: string }) => c._id === target._id);
      expect(seen).toMatchObject({ likes: [actors.publisher.id], isLiked: false });
    }
    const unliked = await as(actors.publisher, { method: 'PUT', url });
    expect(unliked.json()).toEqual({
      _id: target._id,
      likes: [],
      numberOfLikes: 0,
      isLiked: false,
    });
    expect((await inject({ method: 'PUT', url })).statusCode).toBe(401);
  });

  it('lists at most 1,000 likers, always the viewer when they like it, and counts them all', async () => {
    const target = await comment(actors.user, 'Very popular opinion');
    // Ids that sort before any random one, so the first 1,000 in index order are theirs.
    const likerIds = Array.from(
      { length: ID_LIST_CAP },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    await testApp.app.db
      .insert(users)
      .values(
        likerIds.map((id) => ({ id, username: `fan_${id.slice(-6)}`, email: `${id}@example.org` })),
      );
    await testApp.app.db
      .insert(commentLikes)
      .values(likerIds.map((userId) => ({ commentId: target._id, userId })));
    await testApp.app.db
      .update(comments)
      .set({ numberOfLikes: ID_LIST_CAP })
      .where(eq(comments.id, target._id));

    const liked = (
      await as(actors.publisher, { method: 'PUT', url: `/api/comment/likeComment/${target._id}` })
    ).json();
    expect(liked.numberOfLikes).toBe(ID_LIST_CAP + 1);
    expect(liked.likes).toHaveLength(ID_LIST_CAP);
    expect(liked.likes).toContain(actors.publisher.id);

    const find = (list: { _id: string; likes: string[] }[]) =>
      list.find((c) => c._id === target._id)!;
    const asLiker = find(await listComments(actors.publisher));
    expect(asLiker).toMatchObject({ numberOfLikes: ID_LIST_CAP + 1, isLiked: true });
    expect(asLiker.likes).toHaveLength(ID_LIST_CAP);
    expect(asLiker.likes).toContain(actors.publisher.id);
    const asVisitor = find(await listComments());
    expect(asVisitor.likes).toEqual(likerIds);
  });

  it('counts 50 concurrent likes exactly', async () => {
    const target = await comment(actors.user, 'Popular opinion');
    const fans: Actor[] = [];
    for (let i = 0; i < 50; i++) fans.push(await createActor(testApp.app, 'user', `liker${i}`));
    await Promise.all(
      fans.map((fan) => as(fan, { method: 'PUT', url: `/api/comment/likeComment/${target._id}` })),
    );
    const [row] = await testApp.app.db.select().from(comments).where(eq(comments.id, target._id));
    expect(row!.numberOfLikes).toBe(50);
    expect(await testApp.app.db.$count(commentLikes, eq(commentLikes.commentId, target._id))).toBe(
      50,
    );
    expect(row!.updatedAt.toISOString()).toBe(target.updatedAt);
  });
});

describe('editing and deleting', () => {
  it('lets the author and admins edit, nobody else', async () => {
    const target = await comment(actors.user, 'Tpyo');
    const url = `/api/comment/editComment/${target._id}`;
    expect(
      (await as(actors.publisher, { method: 'PUT', url, payload: { content: 'X' } })).statusCode,
    ).toBe(403);
    expect((await inject({ method: 'PUT', url, payload: { content: 'X' } })).statusCode).toBe(401);
    const own = await as(actors.user, { method: 'PUT', url, payload: { content: 'Typo' } });
    expect(own.json().content).toBe('Typo');
    const admin = await as(actors.admin, {
      method: 'PUT',
      url,
      payload: { content: 'Typo (edited)' },
    });
    expect(admin.json().content).toBe('Typo (edited)');
    const empty = await as(actors.user, { method: 'PUT', url, payload: { content: ' ' } });
    expect(empty.json().message).toBe('Comment cannot be empty');
  });

  it('lets the author, the post author and admins delete, taking the replies along', async () => {
    for (const deleter of [actors.user, actors.publisher, actors.admin]) {
      const target = await comment(actors.user, 'Soon gone');
      await as(actors.admin, {
        method: 'POST',
        url: '/api/comment/reply',
        payload: { postId, parentId: target._id, content: 'Reply' },
      });
      const url = `/api/comment/deleteComment/${target._id}`;
      expect((await as(actors.otherPublisher, { method: 'DELETE', url })).statusCode).toBe(403);
      expect((await as(deleter, { method: 'DELETE', url })).statusCode).toBe(200);
      expect(await testApp.app.db.$count(comments, eq(comments.parentId, target._id))).toBe(0);
      expect((await as(deleter, { method: 'DELETE', url })).statusCode).toBe(404);
    }
  });
});

it('pages top-level comments newest first', async () => {
  const first = await listComments();
  const page = (
    await inject({ method: 'GET', url: `/api/comment/getPostComments/${postId}?limit=2` })
  ).json();
  expect(page.map((c: { _id: string }) => c._id)).toEqual(
    first.slice(0, 2).map((c: { _id: string }) => c._id),
  );
  const next = (
    await inject({
      method: 'GET',
      url: `/api/comment/getPostComments/${postId}?limit=2&startIndex=2`,
    })
  ).json();
  expect(next[0]._id).toBe(first[2]._id);
  const huge = await inject({
    method: 'GET',
    url: `/api/comment/getPostComments/${postId}?limit=500`,
  });
  expect(huge.statusCode).toBe(200);
  expect(huge.json()).toHaveLength(first.length);
  for (const limit of ['abc', '0', '1.5']) {
    const refused = await inject({
      method: 'GET',
      url: `/api/comment/getPostComments/${postId}?limit=${limit}`,
    });
    expect(refused.statusCode, limit).toBe(400);
  }
});
