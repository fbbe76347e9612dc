import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, type Actor } from '../../test/actors.ts';
import { commentCalls } from '../../test/comment-calls.ts';
import { testFileApp } from '../../test/test-file-app.ts';

/**
 * Issue 36, finding 11: a post taken back to draft (or scheduled) takes no comment, reply, edit,
 * like, report or mention, and nothing of it reaches a notification. Every role gets the 404 a
 * missing post or comment gets.
 */

const { testApp, actors, as, created } = testFileApp();
const { like, edit, remove } = commentCalls(as);
let named: Actor;

const SECRET_TITLE = 'Unannounced merger plans';
const SECRET_SLUG = 'unannounced-merger';

interface Setup {
  postId: string;
  commentId: string;
  replyId: string;
}

/** A published post with a member's comment and the author's reply, then taken back to draft. */
async function commentedPostTakenBack(status: 'draft' | 'scheduled'): Promise<Setup> {
  const post = (
    await as(actors.publisher, {
      method: 'POST',
      url: '/api/post/create',
      payload: { title: `Open for comments ${status}`, content: '<p>Say hi</p>' },
    })
  ).json();
  const comment = await created(actors.user, '/api/comment/create', {
    postId: post._id,
    content: 'Hello there',
  });
  const reply = await created(actors.publisher, '/api/comment/reply', {
    postId: post._id,
    parentId: comment._id,
    content: 'Hi back',
  });
  const changed = await as(actors.publisher, {
    method: 'PUT',
    url: `/api/post/updatepost/${post._id}/${actors.publisher.id}`,
    payload: {
      status,
      title: SECRET_TITLE,
      slug: `${SECRET_SLUG}-${status}`,
      ...(status === 'scheduled' ? { publishAt: new Date(Date.now() + 86_400_000) } : {}),
    },
  });
  expect(changed.statusCode).toBe(200);
  return { postId: post._id, commentId: comment._id, replyId: reply._id };
}

let draft: Setup;
let scheduled: Setup;

beforeAll(async () => {
  named = await createActor(testApp.app, 'user', 'named_member');
  draft = await commentedPostTakenBack('draft');
  scheduled = await commentedPostTakenBack('scheduled');
});

type RoleName = 'user' | 'publisher' | 'otherPublisher' | 'admin';
const roles: [string, RoleName][] = [
  ['the comment author (a member)', 'user'],
  ['the post author', 'publisher'],
  ['another publisher', 'otherPublisher'],
  ['an admin', 'admin'],
];
const states = ['draft', 'scheduled'] as const;
const setupOf = (state: (typeof states)[number]) => (state === 'draft' ? draft : scheduled);

/** Nothing in an answer names the post as it is now. */
function expectNothingOfTheDraft(body: string) {
  expect(body).not.toContain(SECRET_TITLE);
  expect(body).not.toContain(SECRET_SLUG);
}

describe.each(states)('a %s post', (state) => {
  it.each(roles)('%s cannot comment on it: 404 as for no post', async (_, role) => {
    const response = await as(actors[role], {
      method: 'POST',
      url: '/api/comment/create',
      payload: { postId: setupOf(state).postId, content: `Still here @${named.username}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Post not found');
    expectNothingOfTheDraft(response.body);
  });

  it.each(roles)('%s cannot reply under it: 404 as for no comment', async (_, role) => {
    const { postId, commentId, replyId } = setupOf(state);
    for (const parentId of [commentId, replyId]) {
      const response = await as(actors[role], {
        method: 'POST',
        url: '/api/comment/reply',
        payload: { postId, parentId, content: `Answer @${named.username}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Comment not found');
      expectNothingOfTheDraft(response.body);
    }
  });

  it.each(roles)('%s cannot like a comment on it', async (_, role) => {
    const response = await like(actors[role], setupOf(state).commentId);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Comment not found');
  });

  it.each(roles)('%s cannot report it or a comment on it', async (_, role) => {
    const { postId, commentId } = setupOf(state);
    const onPost = await as(actors[role], {
      method: 'POST',
      url: '/api/report',
      payload: { targetId: postId, targetType: 'post', reason: 'Spam' },
    });
    expect(onPost.statusCode).toBe(404);
    const onComment = await as(actors[role], {
      method: 'POST',
      url: '/api/report',
      payload: { targetId: commentId, targetType: 'comment', reason: 'Spam' },
    });
    expect(onComment.statusCode).toBe(404);
    expect(onComment.json().message).toBe('Comment not found');
  });

  it.each(roles)('%s cannot edit a comment on it', async (_, role) => {
    const response = await edit(
      actors[role],
      setupOf(state).commentId,
      `Edited @${named.username}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Comment not found');
    expectNothingOfTheDraft(response.body);
  });

  it('a visitor gets the same 404 for its comments as for a post that does not exist', async () => {
    const response = await as(actors.visitor, {
      method: 'GET',
      url: `/api/comment/getPostComments/${setupOf(state).postId}`,
    });
    expect(response.statusCode).toBe(404);
    const missing = await as(actors.visitor, {
      method: 'GET',
      url: `/api/comment/getPostComments/${crypto.randomUUID()}`,
    });
    expect(response.json()).toEqual(missing.json());
  });
});

describe('deleting a comment on a post that is not public', () => {
  it('is not found for the comment author and another publisher', async () => {
    for (const role of ['user', 'otherPublisher'] as const) {
      const response = await remove(actors[role], draft.replyId);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Comment not found');
    }
  });

  it('stays open to the post author and admins, who can see the post anyway', async () => {
    const byAuthor = await remove(actors.publisher, scheduled.replyId);
    expect(byAuthor.statusCode).toBe(200);
    const byAdmin = await remove(actors.admin, draft.replyId);
    expect(byAdmin.statusCode).toBe(200);
  });
});

describe('notifications', () => {
  it('nothing of a draft reaches anyone: no mention, reply, comment or like notification names it', async () => {
    for (const actor of [
      named,
      actors.user,
      actors.publisher,
      actors.otherPublisher,
      actors.admin,
    ]) {
      const inbox = await as(actor, { method: 'GET', url: '/api/notification?limit=100' });
      expectNothingOfTheDraft(inbox.body);
      expect(
        inbox.json().notifications.filter((n: { type: string }) => n.type === 'mention'),
      ).toEqual([]);
    }
  });

  it('an event about a comment whose post went back to draft meanwhile notifies nobody', async () => {
    const { app } = testApp;
    await app.events.emit('comment.created', {
      actor: { id: actors.otherPublisher.id, username: actors.otherPublisher.username },
      comment: { id: draft.commentId, parentAuthorId: actors.user.id, mentionedIds: [named.id] },
      post: {
        id: draft.postId,
        userId: actors.publisher.id,
        slug: SECRET_SLUG,
        title: SECRET_TITLE,
      },
    } as never);
    await app.events.emit('comment.liked', {
      actor: { id: actors.otherPublisher.id, username: actors.otherPublisher.username },
      comment: {
        id: draft.commentId,
        authorId: actors.user.id,
        postId: draft.postId,
        postSlug: SECRET_SLUG,
      },
      liked: true,
    } as never);
    for (const actor of [named, actors.user, actors.publisher]) {
      const inbox = await as(actor, { method: 'GET', url: '/api/notification?limit=100' });
      expectNothingOfTheDraft(inbox.body);
    }
  });
});

describe('once published again', () => {
  it('takes comments, replies, likes and reports as before', async () => {
    const republished = await as(actors.publisher, {
      method: 'PUT',
      url: `/api/post/updatepost/${draft.postId}/${actors.publisher.id}`,
      payload: { status: 'published' },
    });
    expect(republished.statusCode).toBe(200);
    const reply = await as(actors.otherPublisher, {
      method: 'POST',
      url: '/api/comment/reply',
      payload: { postId: draft.postId, parentId: draft.commentId, content: 'Welcome back' },
    });
    expect(reply.statusCode).toBe(201);
    const liked = await like(actors.otherPublisher, draft.commentId);
    expect(liked.statusCode).toBe(200);
    const edited = await edit(actors.user, draft.commentId, 'Hello again');
    expect(edited.statusCode).toBe(200);
  });
});
