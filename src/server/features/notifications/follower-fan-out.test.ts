import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema.ts';
import { createActor, type Actor } from '../../test/actors.ts';
import { DELIVERY_WAIT } from '../../test/outbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

let database: TestDatabase;
const apps: TestApp[] = [];

afterEach(async () => {
  while (apps.length > 0) await apps.pop()!.close();
  await database.drop();
});

async function openApp(deliverOutbox: boolean) {
  const testApp = await createTestApp({ database, build: { deliverOutbox } });
  apps.push(testApp);
  return testApp;
}

const newPostsOf = async (testApp: TestApp, actor: Actor) => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/notification?limit=100',
    headers: actor.headers,
  });
  return (response.json().notifications as { type: string; postSlug: string }[]).filter(
    (n) => n.type === 'new_post',
  );
};

const fanOutJobs = (testApp: TestApp) =>
  testApp.app.db.$count(outboxMessages, eq(outboxMessages.kind, 'fan-out'));

/** An author with followers, and a post the author publishes. */
async function authorWithFollowers(testApp: TestApp, count: number) {
  const author = await createActor(testApp.app, 'publisher', 'fanned_author');
  const followers: Actor[] = [];
  for (let i = 0; i < count; i++) {
    const follower = await createActor(testApp.app, 'user', `fanned_follower_${i}`);
    const followed = await testApp.app.inject({
      method: 'PUT',
      url: `/api/user/follow/${author.id}`,
      headers: follower.headers,
    });
    expect(followed.statusCode).toBe(200);
    followers.push(follower);
  }
  return { author, followers };
}

async function publish(testApp: TestApp, author: Actor, title: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/post/create',
    headers: author.headers,
    payload: { title, content: '<p>For my followers.</p>' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { slug: string };
}

describe('the followers of an author who publishes', () => {
  it(
    'hear of the post from jobs that run after the request has answered, once each',
    { timeout: 120_000 },
    async () => {
      database = await createTestDatabase();
      const testApp = await openApp(false);
      const { author, followers } = await authorWithFollowers(testApp, 3);

      const post = await publish(testApp, author, 'Answered at once');
      expect(await newPostsOf(testApp, followers[0]!)).toEqual([]);
      expect(await fanOutJobs(testApp)).toBe(1);

      await testApp.app.outbox.drain();
      for (const follower of followers) {
        expect(await newPostsOf(testApp, follower)).toEqual([
          expect.objectContaining({ postSlug: post.slug }),
        ]);
      }
      expect(await fanOutJobs(testApp)).toBe(0);
    },
  );

  it(
    'hear of it after a restart when the process running the fan-out died',
    { timeout: 120_000 },
    async () => {
      database = await createTestDatabase({ onDisk: true });
      const first = await openApp(false);
      const { author, followers } = await authorWithFollowers(first, 2);
      const post = await publish(first, author, 'Published before the crash');
      // The process had claimed the job when it was killed: the claim names a process now gone.
      await first.app.db
        .update(outboxMessages)
        .set({
          claimedBy: randomUUID(),
          attempts: 1,
          nextAttemptAt: sql`now() + interval '5 minutes'`,
        })
        .where(eq(outboxMessages.kind, 'fan-out'));
      await apps.pop()!.close();

      const restarted = await openApp(true);
      if (database.location.kind === 'postgres') {
        // Other processes may share PostgreSQL: a claim is left until it runs out (five minutes).
        expect(await fanOutJobs(restarted)).toBe(1);
        await restarted.app.db
          .update(outboxMessages)
          .set({ nextAttemptAt: sql`now()` })
          .where(eq(outboxMessages.kind, 'fan-out'));
      }
      for (const follower of followers) {
        await expect
          .poll(() => newPostsOf(restarted, follower), DELIVERY_WAIT)
          .toEqual([expect.objectContaining({ postSlug: post.slug })]);
      }
    },
  );
});
