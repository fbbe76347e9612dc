import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postRevisions, posts } from '../../db/schema.ts';
import { createActor } from '../../test/actors.ts';
import { twoProcessesOnPostgres } from '../../test/second-process.ts';
import { publishDuePosts } from './publish-due-posts.ts';

/**
 * Two app processes on one PostgreSQL database, both running the post scheduler every 20 ms:
 * each due post is published by exactly one of them (one revision each). Only meaningful on
 * PostgreSQL: the embedded database serves one process.
 */
const isPostgres = Boolean(process.env.DATABASE_URL);
const SCHEDULED = 40;
const HOUR = 3_600_000;
const schedulerEnvironment = { POST_SCHEDULER_INTERVAL_MS: '20', TEST_CLOCK: 'true' };

const cluster = twoProcessesOnPostgres(schedulerEnvironment);

/** SCHEDULED posts of a new publisher, all scheduled for `publishAt`; answers their ids. */
async function schedulePosts(title: string, publishAt: Date) {
  const { app } = cluster.first;
  const author = await createActor(app, 'publisher');
  const ids: string[] = [];
  for (let index = 0; index < SCHEDULED; index++) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/post/create',
      headers: author.headers,
      payload: {
        title: `${title} ${index}`,
        content: '<p>Soon</p>',
        status: 'scheduled',
        publishAt: publishAt.toISOString(),
      },
    });
    expect(response.statusCode).toBe(201);
    ids.push(response.json()._id);
  }
  return ids;
}

describe.skipIf(!isPostgres)('scheduled posts with two app processes (PostgreSQL)', () => {
  it('publishes each due post exactly once', async () => {
    const { app } = cluster.first;
    const ids = await schedulePosts('Timed', new Date(Date.now() + HOUR));

    // Both clocks jump past the posts' time together; both schedulers then race for them.
    await cluster.advanceClocks(2 * HOUR);

    await expect
      .poll(
        async () => {
          const [row] = await app.db
            .select({ value: count() })
            .from(posts)
            .where(eq(posts.status, 'published'));
          return row?.value;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(SCHEDULED);

    const revisions = await app.db
      .select({ postId: postRevisions.postId, value: count() })
      .from(postRevisions)
      .where(inArray(postRevisions.postId, ids))
      .groupBy(postRevisions.postId);
    expect(revisions).toHaveLength(SCHEDULED);
    expect(revisions.every((revision) => revision.value === 1)).toBe(true);
  });

  // The schedulers above rarely claim at the very same moment; here eight claims on eight
  // connections always overlap, so a claim that did not skip the rows another holds would
  // publish some posts twice.
  it('never lets two overlapping claims publish the same post', async () => {
    const { app } = cluster.first;
    const later = Date.now() + 100 * HOUR;
    const ids = await schedulePosts('Raced', new Date(later));

    const due = new Date(later + HOUR);
    const counts = await Promise.all(
      Array.from({ length: 8 }, () => publishDuePosts(app.services, due)),
    );
    expect(counts.reduce((sum, one) => sum + one, 0)).toBe(SCHEDULED);
    const revisions = await app.db
      .select({ value: count() })
      .from(postRevisions)
      .where(inArray(postRevisions.postId, ids));
    expect(revisions[0]?.value).toBe(SCHEDULED);
  });
});
