import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema.ts';
import { testFileApp } from '../../test/test-file-app.ts';

const { testApp, actors, as, created, writePost } = testFileApp();
let postId: string;
let commentId: string;
const report = (actor: { headers: object }, payload: Record<string, unknown>) =>
  as(actor, { method: 'POST', url: '/api/report', payload });
const reportPost = (actor: { headers: object }, reason: string) =>
  report(actor, { targetId: postId, targetType: 'post', reason });

beforeAll(async () => {
  postId = (await writePost('Reported', '<p>Questionable</p>'))._id;
  commentId = (await created(actors.user, '/api/comment/create', { postId, content: 'Rude' }))._id;
});

describe('POST /api/report', () => {
  it('records a report of a post or a comment with its owner', async () => {
    const onPost = await reportPost(actors.user, 'Spam');
    expect(onPost.statusCode).toBe(201);
    const onComment = await report(actors.publisher, {
      targetId: commentId,
      targetType: 'comment',
      reason: ' Insulting ',
    });
    expect(onComment.statusCode).toBe(201);
    const [row] = await testApp.app.db
      .select()
      .from(reports)
      .where(eq(reports.id, onComment.json()._id));
    expect(row).toMatchObject({
      reporterId: actors.publisher.id,
      contentOwnerId: actors.user.id,
      reason: 'Insulting',
      status: 'pending',
    });
  });

  it('refuses a second pending report of the same content by the same user', async () => {
    const again = await reportPost(actors.user, 'Spam again');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reported this content');
    const someoneElse = await reportPost(actors.admin, 'Spam');
    expect(someoneElse.statusCode).toBe(201);
  });

  it.each([
    ['visitor', { targetType: 'post', reason: 'x' }, 401, 'You must be logged in to report'],
    ['user', { targetType: 'post', reason: '  ' }, 400, 'Please provide a reason for reporting'],
    ['user', { targetType: 'post' }, 400, 'Please provide a reason for reporting'],
    ['user', { targetType: 'story', reason: 'x' }, 400, 'targetType must be post or comment'],
    ['publisher', { targetType: 'post', reason: 'x' }, 403, 'You cannot report your own content'],
  ] as const)('a %s sending %o gets %i', async (who, fields, status, message) => {
    const response = await report(actors[who], { targetId: postId, ...fields });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it('answers 404 for content that does not exist', async () => {
    const response = await report(actors.user, {
      targetId: crypto.randomUUID(),
      targetType: 'comment',
      reason: 'Gone',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Comment not found');
  });
});
