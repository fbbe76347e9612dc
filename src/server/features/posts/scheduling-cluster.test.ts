import { rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRevisions, posts } from '../../db/schema.ts';
import { createActor } from '../../test/actors.ts';
import { startServerProcess, type ServerProcess } from '../../test/second-process.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
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

let first: TestApp;
let second: ServerProcess;
let secondDataDir: string;

beforeAll(async () => {
  if (!isPostgres) return;
  first = await createTestApp({ environment: schedulerEnvironment });
  if (first.config.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
  secondDataDir = mkdtempSync(join(tmpdir(), 'hearth-second-'));
  second = await startServerProcess({
    ...schedulerEnvironment,
    DATA_DIR: secondDataDir,
    DATABASE_URL: first.config.database.url,
    JWT_SECRET: first.config.jwtSecret!,
  });
}, 90_000);

afterAll(async () => {
  if (!isPostgres) return;
  if (second?.process.exitCode === null) {
    const exited = new Promise((resolve) => second.process.once('exit', resolve));
    second.process.kill('SIGTERM');
    await exited;
  }
  if (secondDataDir) rmSync(secondDataDir, { recursive: true, force: true });
  await first?.close();
});

describe.skipIf(!isPostgres)('scheduled posts with two app processes (PostgreSQL)', () => {
  it('publishes each due post exactly once', async () => {
    const { app } = first;
    const author = await createActor(app, 'publisher');
    const ids: string[] = [];
    for (let index = 0; index < SCHEDULED; index++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/post/create',
        headers: author.headers,
        payload: {
          title: `Timed ${index}`,
          content: '<p>Soon</p>',
          status: 'scheduled',
          publishAt: new Date(Date.now() + HOUR).toISOString(),
        },
      });
      expect(response.statusCode).toBe(201);
      ids.push(response.json()._id);
    }

    // Both clocks jump past the posts' time together; both schedulers then race for them.
    const advance = { advanceMs: 2 * HOUR };
    await Promise.all([
      app.inject({ method: 'POST', url: '/api/test/clock', payload: advance }),
      fetch(`${second.baseUrl}/api/test/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(advance),
      }),
    ]);

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
    const { app } = first;
    const author = await createActor(app, 'publisher');
    const later = Date.now() + 100 * HOUR;
    const ids: string[] = [];
    for (let index = 0; index < SCHEDULED; index++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/post/create',
        headers: author.headers,
        payload: {
          title: `Raced ${index}`,
          content: '<p>Soon</p>',
          status: 'scheduled',
          publishAt: new Date(later).toISOString(),
        },
      });
      ids.push(response.json()._id);
    }

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
