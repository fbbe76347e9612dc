import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './db/schema.ts';
import {
  createSpecClient,
  renderNarrativeTable,
  renderPostComments,
  renderProfile,
  renderProfilePosts,
  renderThankYou,
  renderTransactions,
  type SpecClient,
} from './test/spec-client.ts';
import { createActor } from './test/actors.ts';
import { receivePledge } from './test/pledges.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * A client written from the spec alone, against the real server over HTTP: the pages the
 * review found broken render from the spec's fields only.
 */

let testApp: TestApp;
let origin: string;
const password = 'a long enough password';

/** A new account signed in through the spec's calls; `role` is granted in the database. */
async function signedIn(username: string, role: 'user' | 'publisher' | 'admin' = 'user') {
  const client = createSpecClient(origin);
  const email = `${username}@example.org`;
  await client.signUp({ username, email, password, dateOfBirth: '1990-01-01' });
  if (role !== 'user') {
    await testApp.app.db
      .update(users)
      .set(role === 'admin' ? { isAdmin: true } : { isPublisher: true })
      .where(eq(users.email, email));
  }
  const user = await client.signIn(email, password);
  return { client, id: user._id };
}

/** An admin of Hearth's own screens, who records pledges as received. */
let receiver: Awaited<ReturnType<typeof createActor>> | undefined;
const adminActor = async () => (receiver ??= await createActor(testApp.app, 'admin'));

let writer: { client: SpecClient; id: string };
let reader: { client: SpecClient; id: string };
let admin: { client: SpecClient; id: string };
let visitor: SpecClient;
let postId: string;

beforeAll(async () => {
  testApp = await createTestApp({ environment: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  writer = await signedIn('writer', 'publisher');
  reader = await signedIn('reader');
  admin = await signedIn('overseer', 'admin');
  visitor = createSpecClient(origin);
  await writer.client.createPost({
    title: 'Winter coats',
    category: 'news',
    image: '',
    content: '<p>We collect coats.</p>',
  });
  const [post] = await visitor.getPosts({ slug: 'winter-coats' });
  postId = post!._id;
}, 120_000);
afterAll(() => testApp.close());

describe('a client written from the spec alone', () => {
  it('shows a post page with comments, replies and likes, and likes a comment', async () => {
    await reader.client.comment({ content: 'Where do I bring them?', postId, userId: reader.id });
    const [question] = await reader.client.getPostComments(postId);
    await writer.client.reply({
      content: 'To the library',
      postId,
      userId: writer.id,
      parentId: question!._id,
    });
    const liked = await writer.client.likeComment(question!._id);
    expect(liked).toMatchObject({ likes: [writer.id], numberOfLikes: 1 });

    expect(await renderPostComments(writer.client, postId, writer.id)).toEqual([
      'reader: Where do I bring them? (1 likes, liked by you)',
      '  writer: To the library (0 likes)',
    ]);
    expect(await renderPostComments(visitor, postId, '')).toEqual([
      'reader: Where do I bring them? (1 likes)',
      '  writer: To the library (0 likes)',
    ]);
  });

  it('shows the narrative list with each author looked up by userId', async () => {
    const story = await writer.client.createStory({
      title: 'A roof before the rains',
      body: '<p>Our roof leaks.</p>',
      country: 'Kenya',
      category: 'housing',
      contactPlatform: 'email',
      contactUsername: 'roof@example.org',
      image: '',
    });
    await admin.client.setStoryStatus(story._id, 'approved');
    expect(await renderNarrativeTable(admin.client)).toEqual([
      `A roof before the rains | Kenya | writer (${writer.id.slice(0, 8)})`,
    ]);
  });

  it('shows a profile with its followers, following with an empty JSON body', async () => {
    expect(await renderProfile(reader.client, 'writer', reader.id)).toBe(
      'writer: 0 followers, 0 following [Follow]',
    );
    await reader.client.follow(writer.id);
    expect(await renderProfile(reader.client, 'writer', reader.id)).toBe(
      'writer: 1 followers, 0 following [Unfollow]',
    );
    expect(await renderProfile(visitor, 'reader', '')).toBe(
      'reader: 0 followers, 1 following [Follow]',
    );
    await reader.client.unfollow(writer.id);
    expect(await renderProfile(reader.client, 'writer', reader.id)).toBe(
      'writer: 0 followers, 0 following [Follow]',
    );
  });

  it("lists a profile's posts with limit=1000", async () => {
    expect(await renderProfilePosts(visitor, writer.id)).toEqual(['Winter coats']);
  });

  it("lists a case's transactions as an array", async () => {
    const donationCase = await admin.client.createCase({
      title: 'Coats',
      description: 'Warm coats for winter',
      amountOptions: [10, 25],
    });
    const pledge = await visitor.donate({
      donationCaseId: donationCase._id,
      amount: 12.5,
      donorName: 'Ada',
    });
    expect(await renderTransactions(admin.client, donationCase._id)).toEqual([
      'Ada gave $12.50 (pending)',
    ]);
    // Once an admin records the money as received (Hearth's own screen), the view says so.
    await receivePledge(testApp.app, await adminActor(), pledge._id);
    expect(await renderTransactions(admin.client, donationCase._id)).toEqual([
      'Ada gave $12.50 (completed)',
    ]);
  });

  it('shows the thank-you page from the donation answer: amount, date, name, status and message', async () => {
    const donationCase = await admin.client.createCase({
      title: 'Blankets',
      description: 'Warm blankets for winter',
      amountOptions: [10],
    });
    const answer = await visitor.donate({
      donationCaseId: donationCase._id,
      amount: 30,
      donorName: 'Grace',
      donorEmail: 'grace@example.org',
      message: 'Stay warm',
    });
    const today = new Date().toLocaleDateString('en-US', { timeZone: 'UTC' });
    expect(renderThankYou(answer)).toBe(
      `Thank you, Grace: $30.00 on ${today} (pending) "Stay warm"`,
    );
  });

  it('keeps an admin signed in by the cookie after a profile refresh leaves Bearer undefined', async () => {
    const manager = await signedIn('refresher', 'admin');
    await manager.client.refreshProfile(manager.id);
    expect(manager.client.token).toBe('undefined');
    const donationCase = await manager.client.createCase({
      title: 'Lamps',
      description: 'Lamps for the hall',
      amountOptions: [5],
    });
    await visitor.donate({ donationCaseId: donationCase._id, amount: 5, donorName: 'Lin' });
    expect(await renderTransactions(manager.client, donationCase._id)).toEqual([
      'Lin gave $5.00 (pending)',
    ]);
  });

  it('reads unreadCount from all-notifications-read', async () => {
    const socket = reader.client.connectLive();
    try {
      const allRead = new Promise<{ unreadCount: number }>((resolve) =>
        socket.once('all-notifications-read', resolve),
      );
      // Hearth's own "ready" (the room is joined) only tells the test when to act.
      await new Promise<void>((resolve) => socket.once('ready', () => resolve()));
      await reader.client.markAllNotificationsRead();
      expect((await allRead).unreadCount).toBe(0);
    } finally {
      socket.disconnect();
    }
  });
});
