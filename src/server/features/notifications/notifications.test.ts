import { describe, expect, it } from 'vitest';
import { createActor, type Actor } from '../../test/actors.ts';
import { testFileApp } from '../../test/test-file-app.ts';

const { testApp, actors, inject, as, created } = testFileApp({
  environment: { DONATION_RATE_LIMIT_PER_IP: '1000' },
});

interface Listed {
  _id: string;
  type: string;
  message: string;
  read: boolean;
  postSlug: string | null;
  donationId: string | null;
  triggeredBy: { username: string } | null;
}

const inbox = async (actor: Actor): Promise<Listed[]> =>
  (await as(actor, { method: 'GET', url: '/api/notification?limit=100' })).json().notifications;
const ofType = async (actor: Actor, type: string) =>
  (await inbox(actor)).filter((n) => n.type === type);

/** Publishes, then lets the followers' fan-out jobs run. */
async function publish(author: Actor, title: string) {
  const post = await created(author, '/api/post/create', { title, content: '<p>x</p>' });
  await testApp.app.outbox.drain();
  return post;
}

describe('what creates a notification', () => {
  it('a comment tells the post author, a reply the comment author, a mention the named user', async () => {
    const post = await publish(actors.publisher, 'Notify me');
    const mentioned = await createActor(testApp.app, 'user', 'named_reader');
    const comment = await created(actors.user, '/api/comment/create', {
      postId: post._id,
      content: 'Great read @named_reader',
    });
    const [onPost] = await ofType(actors.publisher, 'comment');
    expect(onPost).toMatchObject({
      postSlug: post.slug,
      read: false,
      triggeredBy: { username: actors.user.username },
      message: `${actors.user.username} commented on "Notify me"`,
    });
    expect(await ofType(mentioned, 'mention')).toHaveLength(1);
    expect(await ofType(actors.user, 'comment')).toHaveLength(0);

    await as(actors.publisher, {
      method: 'POST',
      url: '/api/comment/reply',
      payload: { postId: post._id, parentId: comment._id, content: 'Thank you!' },
    });
    expect(await ofType(actors.user, 'reply')).toHaveLength(1);
    // Replying under one's own post does not notify oneself.
    expect(await ofType(actors.publisher, 'reply')).toHaveLength(0);
  });

  it('a like notifies once, however often it is taken back and given again', async () => {
    const post = await publish(actors.otherPublisher, 'Likeable');
    const comment = await created(actors.user, '/api/comment/create', {
      postId: post._id,
      content: 'Hi',
    });
    const url = `/api/comment/likeComment/${comment._id}`;
    for (let i = 0; i < 3; i++) await as(actors.admin, { method: 'PUT', url });
    expect(await ofType(actors.user, 'like_comment')).toHaveLength(1);
    await as(actors.user, { method: 'PUT', url });
    expect(await ofType(actors.user, 'like_comment')).toHaveLength(1);
  });

  it('a new post reaches every follower of its author in one go, and nobody else', async () => {
    const author = await createActor(testApp.app, 'publisher', 'prolific');
    const fans: Actor[] = [];
    for (let i = 0; i < 12; i++) {
      const fan = await createActor(testApp.app, 'user', `fan_of_prolific_${i}`);
      await as(fan, { method: 'PUT', url: `/api/user/follow/${author.id}` });
      fans.push(fan);
    }
    const post = await publish(author, 'Fresh from the press');
    for (const fan of fans) {
      const [notification] = await ofType(fan, 'new_post');
      expect(notification).toMatchObject({
        postSlug: post.slug,
        triggeredBy: { username: 'prolific' },
      });
    }
    expect(await ofType(actors.user, 'new_post')).toHaveLength(0);
    expect(await ofType(author, 'follow')).toHaveLength(12);
  });

  it('reports and publisher requests go to admins; decisions to the requester', async () => {
    const post = await publish(actors.publisher, 'Reportable');
    await as(actors.user, {
      method: 'POST',
      url: '/api/report',
      payload: { targetId: post._id, targetType: 'post', reason: 'Spam' },
    });
    expect(await ofType(actors.admin, 'report')).toEqual([
      expect.objectContaining({
        postSlug: post.slug,
        triggeredBy: expect.objectContaining({ username: actors.user.username }),
      }),
    ]);

    const applicant = await createActor(testApp.app, 'user', 'applicant');
    await as(applicant, {
      method: 'POST',
      url: '/api/user/request-publisher',
      payload: { reason: 'I write a weekly column.' },
    });
    expect(await ofType(actors.admin, 'publisher_request')).toHaveLength(1);
    const queue = (
      await as(actors.admin, { method: 'GET', url: '/api/user/publisher-requests/get' })
    ).json();
    await as(actors.admin, {
      method: 'PUT',
      url: '/api/user/publisher-requests/update',
      payload: { requestId: queue.requests[0]._id, status: 'approved' },
    });
    expect(await ofType(applicant, 'publisher_approved')).toHaveLength(1);
  });

  it('the reporter hears once that their report was reviewed', async () => {
    const reporter = await createActor(testApp.app, 'user', 'careful_reader');
    const post = await publish(actors.publisher, 'Reviewed in time');
    const report = await created(reporter, '/api/report', {
      targetId: post._id,
      targetType: 'post',
      reason: 'Misleading',
    });
    const review = () =>
      as(actors.admin, {
        method: 'PUT',
        url: `/api/report/${report._id}`,
        payload: { status: 'reviewed' },
      });
    const reviewed = await review();
    expect(reviewed.json().message).toBe(
      'The report is marked as reviewed and the reporter has been notified',
    );
    await review();
    expect(await ofType(reporter, 'report')).toEqual([
      expect.objectContaining({
        message: 'Thank you: an admin has reviewed the post you reported.',
        triggeredBy: expect.objectContaining({ username: actors.admin.username }),
      }),
    ]);
  });

  it('a new donation case reaches everyone but its creator; a pledge reaches the admins', async () => {
    const donationCase = await created(actors.admin, '/api/donation/case', {
      title: 'Warm meals',
      description: 'Soup kitchen',
    });
    const [opened] = await ofType(actors.user, 'new_donation');
    expect(opened).toMatchObject({
      donationId: donationCase._id,
      message: '"Warm meals" needs your help',
    });
    expect(await ofType(actors.admin, 'new_donation')).toHaveLength(0);

    await inject({
      method: 'POST',
      url: '/api/donation/transaction',
      payload: { donationCaseId: donationCase._id, amount: 7.5, donorName: 'Rosa' },
    });
    const [received] = await ofType(actors.admin, 'donation_received');
    expect(received).toMatchObject({
      donationId: donationCase._id,
      title: 'Pledge made',
      message: 'Rosa pledged $7.50 to "Warm meals"',
    });
    expect(await ofType(actors.user, 'donation_received')).toHaveLength(0);
  });
});

describe('reading and deleting', () => {
  it('counts unread, marks one or all read, and deletes, only for the owner', async () => {
    const reader = await createActor(testApp.app, 'publisher', 'busy_reader');
    for (const fan of [actors.user, actors.otherPublisher, actors.admin]) {
      await as(fan, { method: 'PUT', url: `/api/user/follow/${reader.id}` });
    }
    const count = async () =>
      (await as(reader, { method: 'GET', url: '/api/notification/unread-count' })).json().count;
    expect(await count()).toBe(3);

    const [first, second] = await inbox(reader);
    const othersRead = await as(actors.user, {
      method: 'PUT',
      url: `/api/notification/${first!._id}/read`,
    });
    expect(othersRead.statusCode).toBe(404);
    const othersDelete = await as(actors.user, {
      method: 'DELETE',
      url: `/api/notification/${first!._id}`,
    });
    expect(othersDelete.statusCode).toBe(404);
    expect(await count()).toBe(3);

    const read = await as(reader, { method: 'PUT', url: `/api/notification/${first!._id}/read` });
    expect(read.json()).toEqual({ success: true, unreadCount: 2 });
    const deleted = await as(reader, { method: 'DELETE', url: `/api/notification/${second!._id}` });
    expect(deleted.json()).toEqual({ success: true, unreadCount: 1 });
    expect(await inbox(reader)).toHaveLength(2);

    await as(reader, { method: 'PUT', url: '/api/notification/read-all' });
    expect(await count()).toBe(0);
    expect((await inbox(reader)).every((n) => n.read)).toBe(true);
    expect((await inject({ method: 'GET', url: '/api/notification' })).statusCode).toBe(401);
  });
});
