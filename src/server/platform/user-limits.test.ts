import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../db/schema.ts';
import { createActor, type Actor } from '../test/actors.ts';
import { createTestApp, injectors, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
let postId: string;
let publisher: Actor;
let image: Buffer;
const { as } = injectors(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({
    environment: {
      COMMENT_RATE_LIMIT_PER_MINUTE: '3',
      LIKE_RATE_LIMIT_PER_MINUTE: '4',
      FOLLOW_RATE_LIMIT_PER_MINUTE: '4',
      REPORT_RATE_LIMIT_PER_HOUR: '3',
      PUBLISHER_REQUEST_RATE_LIMIT_PER_DAY: '2',
      UPLOAD_RATE_LIMIT_PER_HOUR: '2',
    },
  });
  publisher = await createActor(testApp.app, 'publisher');
  const post = await as(publisher, {
    method: 'POST',
    url: '/api/post/create',
    payload: { title: 'A busy post', content: '<p>Everyone comes here</p>' },
  });
  postId = post.json()._id;
  image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#246' } })
    .png()
    .toBuffer();
});
afterAll(() => testApp.close());

/** A comment by the publisher, written directly (the publisher's own budget stays untouched). */
async function publisherComment() {
  const [row] = await testApp.app.db
    .insert(comments)
    .values({ postId, userId: publisher.id, content: 'Something to react to' })
    .returning({ id: comments.id });
  return row!.id;
}

function imageForm() {
  const data = new FormData();
  data.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'square.png');
  return data;
}

/** Each throttled action, its limit in this file, and its n-th call. */
const throttled: [string, number, () => Promise<InjectOptions>][] = [
  [
    'commenting',
    3,
    async () => ({
      method: 'POST',
      url: '/api/comment/create',
      payload: { postId, content: 'First!' },
    }),
  ],
  [
    'replying',
    3,
    async () => ({
      method: 'POST',
      url: '/api/comment/reply',
      payload: { postId, parentId: await publisherComment(), content: 'Me too' },
    }),
  ],
  [
    'liking comments',
    4,
    async () => ({ method: 'PUT', url: `/api/comment/likeComment/${await publisherComment()}` }),
  ],
  ['following', 4, async () => ({ method: 'PUT', url: `/api/user/follow/${publisher.id}` })],
  ['unfollowing', 4, async () => ({ method: 'PUT', url: `/api/user/unfollow/${publisher.id}` })],
  [
    'reporting',
    3,
    async () => ({
      method: 'POST',
      url: '/api/report',
      payload: { targetType: 'comment', targetId: await publisherComment(), reason: 'Spam' },
    }),
  ],
  [
    'asking to become a publisher',
    2,
    async () => ({
      method: 'POST',
      url: '/api/user/request-publisher',
      payload: { reason: 'I write the school newsletter.' },
    }),
  ],
  ['uploading', 2, async () => ({ method: 'POST', url: '/api/upload', payload: imageForm() })],
];

describe('per-user throttles', () => {
  it.each(throttled)(
    '%s: the call past the limit (%i) is 429 with the message; another user is unaffected',
    async (_action, limit, call) => {
      const flooder = await createActor(testApp.app, 'user');
      for (let i = 0; i < limit; i++) {
        const response = await as(flooder, await call());
        expect(response.statusCode, response.body).toBeLessThan(429);
      }
      const refused = await as(flooder, await call());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        success: false,
        statusCode: 429,
        message: expect.stringMatching(
          /^Too many attempts\. Please try again in \d+ (minute|hour)\(s\)\.$/,
        ),
      });

      const bystander = await createActor(testApp.app, 'user');
      const allowed = await as(bystander, await call());
      expect(allowed.statusCode, allowed.body).toBeLessThan(300);
    },
  );

  it('counts comments and replies in one budget', async () => {
    const author = await createActor(testApp.app, 'user');
    const [comment, reply] = throttled;
    for (let i = 0; i < 3; i++) await as(author, await comment![2]());
    expect((await as(author, await reply![2]())).statusCode).toBe(429);
  });
});
