import { createServer, connect, type Server, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import {
  broadcastInvalidations,
  INVALIDATION_BOUND_MS,
  localInvalidations,
  type BroadcastTiming,
} from './cache-broadcast.ts';
import { createPublicCache } from './public-cache.ts';

/**
 * The guarantees of invalidation: the writer's own process drops its answers before the write
 * goes on; on PostgreSQL every other process answers nothing a write made untrue once
 * INVALIDATION_BOUND_MS have passed since the write's answer, also when its listening connection
 * is slow, silent or cut, and it keeps answers again once it hears the database in time.
 */
const isPostgres = Boolean(process.env.DATABASE_URL);
const BOUND = INVALIDATION_BOUND_MS;

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Link {
  client: Socket;
  database: Socket;
  held: boolean;
  queue: { at: number; chunk: Buffer }[];
  timer?: NodeJS.Timeout;
}

/**
 * A TCP path to PostgreSQL whose database-to-process bytes a test can delay (`delayMs`), hold
 * on the connections open now (a network that went silent; `release` hands them on) or cut.
 */
async function pathTo(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const links = new Set<Link>();
  let delayMs = 0;
  const pump = (link: Link) => {
    if (link.timer || link.held) return;
    const next = link.queue[0];
    if (!next) return;
    link.timer = setTimeout(
      () => {
        link.timer = undefined;
        link.queue.shift();
        if (link.client.writable) link.client.write(next.chunk);
        pump(link);
      },
      Math.max(0, next.at - Date.now()),
    );
  };
  const server: Server = createServer((client) => {
    const database = connect(Number(target.port || 5432), target.hostname);
    const link: Link = { client, database, held: false, queue: [] };
    links.add(link);
    for (const socket of [client, database]) {
      socket.on('error', () => {});
      socket.on('close', () => {
        clearTimeout(link.timer);
        links.delete(link);
        client.destroy();
        database.destroy();
      });
    }
    client.on('data', (chunk) => database.write(chunk));
    database.on('data', (chunk: Buffer) => {
      const last = link.queue.at(-1)?.at ?? 0;
      link.queue.push({ at: Math.max(last, Date.now() + delayMs), chunk });
      pump(link);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(typeof address === 'object' && address ? address.port : 0);
  return {
    url: url.toString(),
    set delayMs(ms: number) {
      delayMs = ms;
    },
    hold() {
      for (const link of links) link.held = true;
    },
    release() {
      for (const link of links) {
        link.held = false;
        pump(link);
      }
    },
    cut() {
      for (const link of links) link.client.destroy();
    },
    close() {
      for (const link of links) link.client.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One process's side: its pool, its cache, its invalidations, and how often it loaded. */
async function processOn(
  listenUrl: string,
  databaseUrl: string,
  timing: Partial<BroadcastTiming> = {},
) {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  const cache = createPublicCache();
  const invalidations = await broadcastInvalidations(listenUrl, pool, cache, log, timing);
  const state = { loads: 0 };
  return {
    cache,
    invalidations,
    get loads() {
      return state.loads;
    },
    /** The body answered for `key`: the kept one, or `body` loaded now. */
    async read(key: string, body: string) {
      const answer = await cache.read(key, async () => {
        state.loads += 1;
        return { body, tags: [key.slice(1).replace('/', ':')] };
      });
      return answer?.body.toString();
    },
    close: async () => {
      await invalidations.close();
      await pool.end();
    },
  };
}
type Process = Awaited<ReturnType<typeof processOn>>;

/** Waits until `process` keeps answers again (a heartbeat came back in time). */
async function keeping(process: Process) {
  const deadline = performance.now() + 15_000;
  for (;;) {
    const before = process.loads;
    await process.read('/probe/1', 'probe');
    await process.read('/probe/1', 'probe');
    if (process.loads - before < 2) return;
    if (performance.now() > deadline) throw new Error('the process keeps no answers');
    await sleep(100);
  }
}

describe("the writer's own process", () => {
  it('drops its answers before the write goes on, on one process', async () => {
    const cache = createPublicCache();
    const invalidations = localInvalidations(cache);
    await cache.read('/post/1', async () => ({ body: 'old', tags: ['post:1'] }));
    const done = invalidations.invalidate(['post:1']);
    const next = await cache.read('/post/1', async () => ({ body: 'new', tags: ['post:1'] }));
    expect(next?.body.toString()).toBe('new');
    await done;
  });
});

describe.skipIf(!isPostgres)('invalidations between processes on PostgreSQL', () => {
  let database: TestDatabase;
  let url: string;
  let writer: Process;
  const opened: { close(): Promise<void> }[] = [];

  /** A reader process whose listening connection goes through a path of its own. */
  async function reader(timing: Partial<BroadcastTiming> = {}) {
    const path = await pathTo(url);
    const process = await processOn(path.url, url, timing);
    opened.push(process, path);
    await keeping(process);
    return { process, path };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.location.kind !== 'postgres') throw new Error('expected PostgreSQL');
    url = database.location.url;
    writer = await processOn(url, url);
    await keeping(writer);
  }, 30_000);

  afterEach(async () => {
    for (const one of opened.splice(0)) await one.close();
  });

  afterAll(async () => {
    await writer?.close();
    await database?.drop();
  });

  it('the writer drops its own answers before the write goes on', async () => {
    expect(await writer.read('/post/1', 'old')).toBe('old');
    const done = writer.invalidations.invalidate(['post:1']);
    expect(await writer.read('/post/1', 'new')).toBe('new');
    await done;
  });

  it('another process drops them within the bound, also one that hears the database 300 ms late', async () => {
    const { process: other, path } = await reader();
    path.delayMs = 300;
    await keeping(other);
    expect(await other.read('/post/2', 'old')).toBe('old');
    expect(await other.read('/post/2', 'new')).toBe('old');

    await writer.invalidations.invalidate(['post:2']);
    const answered = performance.now();
    await expect.poll(() => other.read('/post/2', 'new'), { interval: 20 }).toBe('new');
    expect(performance.now() - answered).toBeLessThan(BOUND);
  });

  it('a process whose listening connection goes silent answers nothing older than the bound', async () => {
    const { process: other, path } = await reader();
    expect(await other.read('/post/3', 'old')).toBe('old');
    path.hold();

    await writer.invalidations.invalidate(['post:3']);
    await sleep(BOUND);
    expect(await other.read('/post/3', 'new')).toBe('new');
    // It reads through for as long as it hears nothing.
    expect(await other.read('/post/3', 'newer')).toBe('newer');

    path.release();
    await keeping(other);
    expect(await other.read('/post/3', 'newest')).toBe('newest');
    expect(await other.read('/post/3', 'later')).toBe('newest');
  });

  it('a process that hears the database later than the bound answers nothing from memory', async () => {
    const { process: other, path } = await reader();
    path.delayMs = BOUND + 500;
    await sleep(BOUND + 100);
    const before = other.loads;
    expect(await other.read('/post/4', 'one')).toBe('one');
    expect(await other.read('/post/4', 'two')).toBe('two');
    expect(other.loads - before).toBe(2);

    path.delayMs = 0;
    await keeping(other);
  });

  it('a listening connection silent for too long is opened again, and the process keeps answers again', async () => {
    const { process: other, path } = await reader({ silenceMs: 1_500 });
    expect(await other.read('/post/5', 'old')).toBe('old');
    path.hold();
    await writer.invalidations.invalidate(['post:5']);

    // The held connection never hands the invalidation on: once past the bound, only a new
    // connection's heartbeats let the process keep answers again.
    await sleep(BOUND);
    await keeping(other);
    expect(await other.read('/post/5', 'new')).toBe('new');
    expect(await other.read('/post/5', 'newer')).toBe('new');
  });

  it('a cut listening connection is opened again, and what was dropped meanwhile stays dropped', async () => {
    const { process: other, path } = await reader();
    expect(await other.read('/post/6', 'old')).toBe('old');
    path.cut();
    await writer.invalidations.invalidate(['post:6']);

    await expect.poll(() => other.read('/post/6', 'new'), { timeout: BOUND }).toBe('new');
    await keeping(other);
    expect(await other.read('/post/6', 'newer')).toBe('newer');
    expect(await other.read('/post/6', 'latest')).toBe('newer');
  });

  it('a clear reaches the other processes too', async () => {
    const { process: other } = await reader();
    expect(await other.read('/post/7', 'old')).toBe('old');
    await writer.invalidations.clear();
    await expect.poll(() => other.read('/post/7', 'new'), { timeout: BOUND }).toBe('new');
  });
});
