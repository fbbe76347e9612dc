import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { moderationLog, users } from '../db/schema.ts';
import { createActor, type Actor } from '../test/actors.ts';
import { testFileApp } from '../test/test-file-app.ts';

const { testApp, actors, inject, as } = testFileApp();

/** What the moderation log says about one target. */
const logOf = async (targetId: string) =>
  (
    await testApp.app.db
      .select()
      .from(moderationLog)
      .where(eq(moderationLog.targetId, targetId))
      .orderBy(moderationLog.createdAt)
  ).map(({ actorId, actorUsername, action, targetType, details }) => ({
    actorId,
    actorUsername,
    action,
    targetType,
    details,
  }));

async function created(actor: Actor, options: InjectOptions) {
  const response = await as(actor, { method: 'POST', ...options });
  expect(response.statusCode, response.body).toBe(201);
  return response.json()._id as string;
}

const writePost = (actor: Actor, title = 'A post to moderate') =>
  created(actor, { url: '/api/post/create', payload: { title, content: '<p>Words</p>' } });

const writeNarrative = (actor: Actor) =>
  created(actor, {
    url: '/api/story/create',
    payload: {
      title: 'A narrative to moderate',
      body: '<p>Our family needs help.</p>',
      country: 'Kenya',
      contactPlatform: 'email',
      contactUsername: 'family@example.org',
    },
  });

async function writeComment(actor: Actor) {
  const postId = await writePost(actors.otherPublisher);
  return created(actor, {
    url: '/api/comment/create',
    payload: { postId, content: 'A comment to moderate', userId: actor.id },
  });
}

const openCase = () =>
  created(actors.admin, {
    url: '/api/donation/case',
    payload: { title: 'A case to close', description: 'Help' },
  });

async function succeeds(actor: Actor, options: InjectOptions) {
  const response = await as(actor, options);
  expect(response.statusCode, `${options.method} ${options.url}: ${response.body}`).toBe(200);
}

const byAdmin = (action: string, targetType: string, details: object = {}) => ({
  actorId: actors.admin.id,
  actorUsername: actors.admin.username,
  action,
  targetType,
  details: expect.objectContaining(details),
});

describe('the moderation log', () => {
  it("records each admin deletion of someone else's content once, with actor, action and target", async () => {
    const postId = await writePost(actors.publisher, 'Removed by an admin');
    await succeeds(actors.admin, {
      method: 'DELETE',
      url: `/api/post/deletepost/${postId}/${actors.publisher.id}`,
    });
    expect(await logOf(postId)).toEqual([
      byAdmin('post.delete', 'post', {
        title: 'Removed by an admin',
        authorId: actors.publisher.id,
      }),
    ]);

    const storyId = await writeNarrative(actors.publisher);
    await succeeds(actors.admin, { method: 'DELETE', url: `/api/story/delete/${storyId}` });
    expect(await logOf(storyId)).toEqual([byAdmin('story.delete', 'story')]);

    const commentId = await writeComment(actors.user);
    await succeeds(actors.admin, {
      method: 'DELETE',
      url: `/api/comment/deleteComment/${commentId}`,
    });
    expect(await logOf(commentId)).toEqual([byAdmin('comment.delete', 'comment')]);
  });

  it('records opening, changing, deleting and archiving a donation case', async () => {
    const emptyCase = await openCase();
    expect(await logOf(emptyCase)).toEqual([byAdmin('case.create', 'donation-case')]);
    await succeeds(actors.admin, {
      method: 'PUT',
      url: `/api/donation/case/${emptyCase}`,
      payload: { active: false, goalAmount: 500 },
    });
    await succeeds(actors.admin, { method: 'DELETE', url: `/api/donation/case/${emptyCase}` });
    expect(await logOf(emptyCase)).toEqual([
      byAdmin('case.create', 'donation-case'),
      byAdmin('case.update', 'donation-case', { fields: ['goalAmount', 'active'], active: false }),
      byAdmin('case.delete', 'donation-case', { title: 'A case to close' }),
    ]);

    const fundedCase = await openCase();
    const gift = await inject({
      method: 'POST',
      url: '/api/donation/transaction',
      payload: { donationCaseId: fundedCase, amount: 5 },
    });
    expect(gift.statusCode).toBe(201);
    await succeeds(actors.admin, { method: 'DELETE', url: `/api/donation/case/${fundedCase}` });
    expect((await logOf(fundedCase)).map((row) => row.action)).toEqual([
      'case.create',
      'case.archive',
    ]);
  });

  it("records admin changes to someone else's content and account, without the new values", async () => {
    const postId = await writePost(actors.publisher);
    await succeeds(actors.admin, {
      method: 'PUT',
      url: `/api/post/updatepost/${postId}/${actors.publisher.id}`,
      payload: { title: 'Retitled by an admin' },
    });
    expect(await logOf(postId)).toEqual([byAdmin('post.update', 'post', { fields: ['title'] })]);

    const storyId = await writeNarrative(actors.publisher);
    await succeeds(actors.admin, {
      method: 'PUT',
      url: `/api/story/update/${storyId}`,
      payload: {
        title: 'Corrected by an admin',
        body: '<p>Our family needs help.</p>',
        country: 'Kenya',
        contactPlatform: 'email',
        contactUsername: 'family@example.org',
      },
    });
    expect(await logOf(storyId)).toEqual([
      byAdmin('story.update', 'story', { status: 'approved' }),
    ]);

    const commentId = await writeComment(actors.user);
    await succeeds(actors.admin, {
      method: 'PUT',
      url: `/api/comment/editComment/${commentId}`,
      payload: { content: 'Edited by an admin' },
    });
    expect(await logOf(commentId)).toEqual([
      byAdmin('comment.update', 'comment', { content: 'A comment to moderate' }),
    ]);

    const member = await createActor(testApp.app, 'user');
    await succeeds(actors.admin, {
      method: 'PUT',
      url: `/api/user/update/${member.id}`,
      payload: { password: 'a-new-secret-password', username: 'renamed_member' },
    });
    const [changed] = await logOf(member.id);
    expect(changed).toEqual(byAdmin('user.update', 'user', { fields: ['username', 'password'] }));
    expect(JSON.stringify(changed)).not.toMatch(/a-new-secret-password/);

    await testApp.app.db.update(users).set({ verified: false }).where(eq(users.id, member.id));
    await succeeds(actors.admin, {
      method: 'POST',
      url: `/api/user/${member.id}/resend-verification`,
    });
    expect((await logOf(member.id)).map((row) => row.action)).toEqual([
      'user.update',
      'user.resend-verification',
    ]);
  });

  it('records nothing for owners acting on their own things, or for a change that failed', async () => {
    for (const owner of [actors.publisher, actors.admin]) {
      const postId = await writePost(owner);
      await succeeds(owner, {
        method: 'PUT',
        url: `/api/post/updatepost/${postId}/${owner.id}`,
        payload: { title: 'Mine to change' },
      });
      await succeeds(owner, {
        method: 'DELETE',
        url: `/api/post/deletepost/${postId}/${owner.id}`,
      });
      expect(await logOf(postId)).toEqual([]);
    }

    const member = await createActor(testApp.app, 'user');
    const taken = await as(actors.admin, {
      method: 'PUT',
      url: `/api/user/update/${member.id}`,
      payload: { username: actors.publisher.username },
    });
    expect(taken.statusCode).toBe(409);
    expect(await logOf(member.id)).toEqual([]);
  });
});
