import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments, moderationLog, users } from '../../db/schema.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { testFileApp } from '../../test/test-file-app.ts';

const { testApp, actors, inject, as, created, writePost } = testFileApp();

/** Whether the moderation log holds that action by the admin on that target. */
async function logged(action: string, targetId: string) {
  const rows = await testApp.app.db
    .select()
    .from(moderationLog)
    .where(eq(moderationLog.targetId, targetId));
  return rows.some((row) => row.action === action && row.actorId === actors.admin.id);
}

describe('admin-only calls', () => {
  it('are refused to visitors, users and publishers', async () => {
    const target = await createActor(testApp.app, 'user');
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/api/user/getusers' },
      {
        method: 'PUT',
        url: '/api/user/update-role',
        payload: { userId: target.id, isPublisher: true },
      },
      { method: 'POST', url: '/api/user/ban', payload: { userId: target.id, duration: '1d' } },
      { method: 'POST', url: `/api/user/unban/${target.id}` },
      { method: 'GET', url: '/api/user/publisher-requests/get' },
      {
        method: 'PUT',
        url: '/api/user/publisher-requests/update',
        payload: { requestId: target.id, status: 'approved' },
      },
      { method: 'GET', url: '/api/comment/getcomments?limit=5' },
      { method: 'GET', url: '/api/comment/getComments' },
      { method: 'GET', url: '/api/report?count=true' },
      { method: 'GET', url: '/api/report?status=pending&page=1&limit=10' },
      { method: 'PUT', url: `/api/report/${target.id}`, payload: { status: 'reviewed' } },
      { method: 'DELETE', url: `/api/report/${target.id}` },
    ];
    for (const call of calls) {
      expect((await as(actors.visitor, call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      expect((await as(actors.user, call)).statusCode, `${call.method} ${call.url}`).toBe(403);
      expect((await as(actors.publisher, call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const [row] = await testApp.app.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ isPublisher: false, isBanned: false });
  });
});

describe('GET /api/user/getusers', () => {
  beforeAll(async () => {
    await createActor(testApp.app, 'publisher', 'quinn_pub');
    const unverified = await createActor(testApp.app, 'user', 'quinn_new');
    await testApp.app.db.update(users).set({ verified: false }).where(eq(users.id, unverified.id));
    const banned = await createActor(testApp.app, 'user', 'quinn_banned');
    await as(actors.admin, {
      method: 'POST',
      url: '/api/user/ban',
      payload: { userId: banned.id, duration: '1w' },
    });
  });

  const names = async (query: string) =>
    (await as(actors.admin, { method: 'GET', url: `/api/user/getusers?${query}` }))
      .json()
      .users.map((u: { username: string }) => u.username)
      .sort();

  it('combines the filters with the search on username or e-mail', async () => {
    expect(await names('searchTerm=quinn')).toEqual(['quinn_banned', 'quinn_new', 'quinn_pub']);
    expect(await names('searchTerm=QUINN_P')).toEqual(['quinn_pub']);
    expect(await names('searchTerm=quinn_new@example')).toEqual(['quinn_new']);
    expect(await names('searchTerm=quinn&role=publisher')).toEqual(['quinn_pub']);
    expect(await names('searchTerm=quinn&role=user')).toEqual(['quinn_banned', 'quinn_new']);
    expect(await names('searchTerm=quinn&status=banned')).toEqual(['quinn_banned']);
    expect(await names('searchTerm=quinn&status=active&verified=true')).toEqual(['quinn_pub']);
    expect(await names('searchTerm=quinn&verified=false')).toEqual(['quinn_new']);
    expect(await names('role=admin')).toEqual([actors.admin.username]);
  });

  it('answers totals and private fields for the admin', async () => {
    const body = (
      await as(actors.admin, { method: 'GET', url: '/api/user/getusers?limit=2' })
    ).json();
    expect(body.users).toHaveLength(2);
    expect(body.totalUsers).toBeGreaterThanOrEqual(8);
    expect(body.lastMonthUsers).toBe(body.totalUsers);
    expect(body.users[0]).toHaveProperty('email');
    expect(body.users[0]).not.toHaveProperty('passwordHash');
    expect(
      (await as(actors.admin, { method: 'GET', url: '/api/user/getusers?role=owner' })).statusCode,
    ).toBe(400);
  });
});

describe('roles and bans', () => {
  it('assigns and revokes the publisher flag, never on an admin', async () => {
    const target = await createActor(testApp.app, 'user');
    const assigned = await as(actors.admin, {
      method: 'PUT',
      url: '/api/user/update-role',
      payload: { userId: target.id, isPublisher: true },
    });
    expect(assigned.json().isPublisher).toBe(true);
    expect(await logged('user.role', target.id)).toBe(true);
    const onAdmin = await as(actors.admin, {
      method: 'PUT',
      url: '/api/user/update-role',
      payload: { userId: actors.admin.id, isPublisher: false },
    });
    expect(onAdmin.statusCode).toBe(403);
  });

  it('refuses a banned user at once, with the reason, and lets them back when the ban ends', async () => {
    const target = await createActor(testApp.app, 'user');
    const ban = await as(actors.admin, {
      method: 'POST',
      url: '/api/user/ban',
      payload: { userId: target.id, duration: '30m' },
    });
    expect(ban.json()).toMatchObject({
      isBanned: true,
      banReason: 'Violation of terms of service',
    });
    const refused = await as(target, { method: 'GET', url: '/api/user/refresh-token/data' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/banned until .*Reason: Violation of terms of service/);
    expect(await logged('user.ban', target.id)).toBe(true);

    // Time passes: the ban's end is moved into the past rather than waited for.
    await testApp.app.db
      .update(users)
      .set({ banExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, target.id));
    expect(
      (await as(target, { method: 'GET', url: '/api/user/refresh-token/data' })).statusCode,
    ).toBe(200);
    const [row] = await testApp.app.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.isBanned).toBe(false);
  });

  it('bans permanently until 2100, never an admin, and unbans', async () => {
    const target = await createActor(testApp.app, 'user');
    const ban = await as(actors.admin, {
      method: 'POST',
      url: '/api/user/ban',
      payload: { userId: target.id, duration: 'permanent', reason: 'Spam' },
    });
    expect(ban.json().banExpiresAt).toBe('2100-01-01T00:00:00.000Z');
    const unban = await as(actors.admin, { method: 'POST', url: `/api/user/unban/${target.id}` });
    expect(unban.json()).toMatchObject({ isBanned: false, banReason: null });
    expect(
      (await as(target, { method: 'GET', url: '/api/user/refresh-token/data' })).statusCode,
    ).toBe(200);
    expect(await logged('user.unban', target.id)).toBe(true);

    const otherAdmin = await createActor(testApp.app, 'admin');
    const onAdmin = await as(actors.admin, {
      method: 'POST',
      url: '/api/user/ban',
      payload: { userId: otherAdmin.id, duration: '1d' },
    });
    expect(onAdmin.statusCode).toBe(403);
    expect(onAdmin.json().message).toBe('Admins cannot be banned');
    const badDuration = await as(actors.admin, {
      method: 'POST',
      url: '/api/user/ban',
      payload: { userId: target.id, duration: '5y' },
    });
    expect(badDuration.json().message).toBe('Please choose a ban duration from the list');
  });
});

describe('publisher requests', () => {
  it('takes one pending request with a real reason, and approval lets the user publish', async () => {
    const applicant = await createActor(testApp.app, 'user', 'hopeful_writer');
    const short = await as(applicant, {
      method: 'POST',
      url: '/api/user/request-publisher',
      payload: { reason: ' too short ' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(
      'Please provide a more detailed explanation (at least 10 characters).',
    );
    const sent = await as(applicant, {
      method: 'POST',
      url: '/api/user/request-publisher',
      payload: { userId: actors.admin.id, reason: 'I run the neighbourhood newsletter.' },
    });
    expect(sent.statusCode).toBe(201);
    const again = await as(applicant, {
      method: 'POST',
      url: '/api/user/request-publisher',
      payload: { reason: 'Please, I really want to write.' },
    });
    expect(again.statusCode).toBe(409);

    const queue = (
      await as(actors.admin, {
        method: 'GET',
        url: '/api/user/publisher-requests/get?status=pending',
      })
    ).json();
    const mine = queue.requests.find((r: { _id: string }) => r._id === sent.json()._id);
    expect(mine).toMatchObject({
      reason: 'I run the neighbourhood newsletter.',
      status: 'pending',
      userId: { _id: applicant.id, username: 'hopeful_writer', email: applicant.email },
    });
    expect(queue.totalRequests).toBe(queue.requests.length);

    const approve = await as(actors.admin, {
      method: 'PUT',
      url: '/api/user/publisher-requests/update',
      payload: { requestId: mine._id, status: 'approved' },
    });
    expect(approve.statusCode).toBe(200);
    expect(await logged('publisher-request.approve', mine._id)).toBe(true);
    const twice = await as(actors.admin, {
      method: 'PUT',
      url: '/api/user/publisher-requests/update',
      payload: { requestId: mine._id, status: 'rejected' },
    });
    expect(twice.statusCode).toBe(409);

    const post = await as(applicant, {
      method: 'POST',
      url: '/api/post/create',
      payload: { title: 'My first post', content: '<p>Hello</p>' },
    });
    expect(post.statusCode).toBe(201);
  });

  it('tells admins and publishers they already have access', async () => {
    const payload = { reason: 'I would like to publish posts.' };
    const admin = await as(actors.admin, {
      method: 'POST',
      url: '/api/user/request-publisher',
      payload,
    });
    expect(admin.json().message).toBe('Administrators already have full access to create posts.');
    const publisher = await as(actors.publisher, {
      method: 'POST',
      url: '/api/user/request-publisher',
      payload,
    });
    expect(publisher.json().message).toBe('You are already a publisher!');
    const visitor = await inject({ method: 'POST', url: '/api/user/request-publisher', payload });
    expect(visitor.json().message).toBe('Please sign in to request publisher access.');
  });
});

describe('dashboard comments and reports', () => {
  let postId: string;
  let commentId: string;
  beforeAll(async () => {
    postId = (await writePost('Moderated', '<p>x</p>'))._id;
    commentId = (
      await created(actors.user, '/api/comment/create', { postId, content: 'Rude words' })
    )._id;
  });

  it('lists all comments for admins and those on their own posts for publishers', async () => {
    const admin = (
      await as(actors.admin, { method: 'GET', url: '/api/comment/getcomments?limit=5' })
    ).json();
    expect(admin.comments[0]).toMatchObject({
      _id: commentId,
      postId: { _id: postId, title: 'Moderated' },
      userId: { _id: actors.user.id, username: actors.user.username },
    });
    expect(admin.totalComments).toBeGreaterThanOrEqual(1);
    const own = (
      await as(actors.publisher, { method: 'GET', url: '/api/comment/getPublisherComments' })
    ).json();
    expect(own.comments.map((c: { _id: string }) => c._id)).toContain(commentId);
    const other = (
      await as(actors.otherPublisher, { method: 'GET', url: '/api/comment/getPublisherComments' })
    ).json();
    expect(other.comments.map((c: { _id: string }) => c._id)).not.toContain(commentId);
    // The tab's count line says how many there are beyond the page shown.
    expect(own.totalComments).toBe(own.comments.length);
    expect(other.totalComments).toBe(other.comments.length);
    const firstOfAll = (
      await as(actors.admin, { method: 'GET', url: '/api/comment/getComments?limit=1' })
    ).json();
    expect(firstOfAll.comments).toHaveLength(1);
    expect(firstOfAll.totalComments).toBe(admin.totalComments);
    expect(
      (await as(actors.user, { method: 'GET', url: '/api/comment/getPublisherComments' }))
        .statusCode,
    ).toBe(403);
  });

  it('lists reports with the content and its owner, also after the content is deleted', async () => {
    const onComment = await as(actors.publisher, {
      method: 'POST',
      url: '/api/report',
      payload: { targetId: commentId, targetType: 'comment', reason: 'Insults' },
    });
    const onPost = await as(actors.user, {
      method: 'POST',
      url: '/api/report',
      payload: { targetId: postId, targetType: 'post', reason: 'Misleading' },
    });
    expect(
      (await as(actors.admin, { method: 'GET', url: '/api/report?count=true' })).json(),
    ).toEqual({ pendingReports: 2 });

    const list = (
      await as(actors.admin, { method: 'GET', url: '/api/report?status=pending&page=1&limit=10' })
    ).json();
    expect(list).toMatchObject({ totalReports: 2, totalPages: 1, currentPage: 1 });
    const commentReport = list.reports.find((r: { _id: string }) => r._id === onComment.json()._id);
    expect(commentReport).toMatchObject({
      targetType: 'comment',
      targetDeleted: false,
      targetContent: { content: 'Rude words', isReply: false, postId: { _id: postId } },
      userId: { username: actors.publisher.username },
      contentOwner: { username: actors.user.username },
    });
    const postReport = list.reports.find((r: { _id: string }) => r._id === onPost.json()._id);
    expect(postReport.targetContent).toEqual({ title: 'Moderated', slug: 'moderated' });

    await as(actors.admin, { method: 'DELETE', url: `/api/comment/deleteComment/${commentId}` });
    expect(await logged('comment.delete', commentId)).toBe(true);
    const after = (await as(actors.admin, { method: 'GET', url: '/api/report?status=all' })).json();
    expect(
      after.reports.find((r: { _id: string }) => r._id === onComment.json()._id),
    ).toMatchObject({
      targetDeleted: true,
      targetContent: null,
    });

    const reviewed = await as(actors.admin, {
      method: 'PUT',
      url: `/api/report/${onPost.json()._id}`,
      payload: { status: 'reviewed' },
    });
    expect(reviewed.statusCode).toBe(200);
    expect(
      (await as(actors.admin, { method: 'GET', url: '/api/report?status=reviewed' })).json()
        .totalReports,
    ).toBe(1);
    const removed = await as(actors.admin, {
      method: 'DELETE',
      url: `/api/report/${onPost.json()._id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(await logged('report.delete', onPost.json()._id)).toBe(true);
    expect(
      (await as(actors.admin, { method: 'DELETE', url: `/api/report/${onPost.json()._id}` }))
        .statusCode,
    ).toBe(404);
  });
});

describe('deleting a user', () => {
  it('takes their content along and leaves every count and public page right', async () => {
    const leaving: Actor = await createActor(testApp.app, 'publisher', 'leaving_author');
    const reader = await createActor(testApp.app, 'user', 'loyal_reader');
    const post = await created(leaving, '/api/post/create', {
      title: 'Soon gone',
      content: '<p>x</p>',
    });
    const othersPost = await created(actors.publisher, '/api/post/create', {
      title: 'Stays',
      content: '<p>y</p>',
    });
    const readerComment = await created(reader, '/api/comment/create', {
      postId: othersPost._id,
      content: 'Nice',
    });
    await as(leaving, { method: 'PUT', url: `/api/comment/likeComment/${readerComment._id}` });
    await as(leaving, {
      method: 'POST',
      url: '/api/comment/create',
      payload: { postId: othersPost._id, content: 'Bye' },
    });
    await as(leaving, { method: 'PUT', url: `/api/user/follow/${actors.publisher.id}` });
    await as(reader, { method: 'PUT', url: `/api/user/follow/${leaving.id}` });
    await as(reader, {
      method: 'POST',
      url: '/api/report',
      payload: { targetId: post._id, targetType: 'post', reason: 'Spam' },
    });
    const publisherBefore = (
      await inject({ method: 'GET', url: `/api/user/${actors.publisher.id}` })
    ).json().followersCount;

    const response = await as(actors.admin, {
      method: 'DELETE',
      url: `/api/user/delete/${leaving.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(await logged('user.delete', leaving.id)).toBe(true);

    expect(
      (await inject({ method: 'GET', url: `/api/post/getposts?slug=${post.slug}` })).json().posts,
    ).toEqual([]);
    expect((await inject({ method: 'GET', url: '/api/post/getposts' })).statusCode).toBe(200);
    const thread = (
      await inject({ method: 'GET', url: `/api/comment/getPostComments/${othersPost._id}` })
    ).json();
    expect(thread.map((c: { content: string }) => c.content)).toEqual(['Nice']);
    const [liked] = await testApp.app.db
      .select()
      .from(comments)
      .where(eq(comments.id, readerComment._id));
    expect(liked!.numberOfLikes).toBe(0);
    expect(
      (await inject({ method: 'GET', url: `/api/user/${actors.publisher.id}` })).json()
        .followersCount,
    ).toBe(publisherBefore - 1);
    expect(
      (await inject({ method: 'GET', url: `/api/user/${reader.id}` })).json().followingCount,
    ).toBe(0);
    expect(
      (await inject({ method: 'GET', url: '/api/user/username/leaving_author' })).statusCode,
    ).toBe(404);
    const reports = (
      await as(actors.admin, { method: 'GET', url: '/api/report?status=all' })
    ).json();
    const orphan = reports.reports.find((r: { targetId: string }) => r.targetId === post._id);
    expect(orphan).toMatchObject({ targetDeleted: true, contentOwner: null });
  });
});
