import { createServer, connect, type Server, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { broadcastInvalidations, LISTENER_NAME } from './cache-broadcast.ts';
import { createPublicCache } from './public-cache.ts';

/**
 * Invalidation between processes on PostgreSQL, where one process hears notifications later
 * than another (a slower network path to the database): a write still answers only once every
 * other process has dropped what it changed.
 */
const isPostgres = Boolean(process.env.DATABASE_URL);
const DELAY_MS = 300;

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

/** A TCP proxy to PostgreSQL that hands the database's bytes on `DELAY_MS` late. */
async function slowPathTo(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const database = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, database]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        client.destroy();
        database.destroy();
      });
    }
    client.on('data', (chunk) => database.write(chunk));
    database.on('data', (chunk) => {
      setTimeout(() => client.writable && client.write(chunk), DELAY_MS);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(typeof address === 'object' && address ? address.port : 0);
  return {
    url: url.toString(),
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One process's side: its pool, its cache and its invalidations. */
async function processOn(listenUrl: string, databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  const cache = createPublicCache();
  const invalidations = await broadcastInvalidations(listenUrl, pool, cache, log);
  return {
    cache,
    invalidations,
    close: async () => {
      await invalidations.close();
      await pool.end();
    },
  };
}

const answerOf = (cache: ReturnType<typeof createPublicCache>, key: string, body: string) =>
  cache.read(key, async () => ({ body, tags: ['post:1'] }));

describe.skipIf(!isPostgres)('invalidations between processes on PostgreSQL', () => {
  let database: TestDatabase;
  let slowPath: Awaited<ReturnType<typeof slowPathTo>>;
  let writer: Awaited<ReturnType<typeof processOn>>;
  let slowReader: Awaited<ReturnType<typeof processOn>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.location.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const url = database.location.url;
    slowPath = await slowPathTo(url);
    writer = await processOn(url, url);
    // It hears notifications DELAY_MS late; its queries (and acknowledgements) go direct.
    slowReader = await processOn(slowPath.url, url);
  }, 30_000);

  afterAll(async () => {
    await writer?.close();
    await slowReader?.close();
    await slowPath?.close();
    await database?.drop();
  });

  it('a write answers only after a process that hears it late has dropped the old answer', async () => {
    await answerOf(slowReader.cache, '/post/1', 'old');
    expect((await answerOf(slowReader.cache, '/post/1', 'new'))?.body.toString()).toBe('old');

    await writer.invalidations.invalidate(['post:1']);

    expect((await answerOf(slowReader.cache, '/post/1', 'new'))?.body.toString()).toBe('new');
  });

  it('a clear waits the same way', async () => {
    await answerOf(slowReader.cache, '/post/2', 'kept');
    await writer.invalidations.clear();
    expect(slowReader.cache.size).toBe(0);
  });

  it('a listener that never acknowledges does not hold writes back for good', async () => {
    if (database.location.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const silent = new pg.Client({
      connectionString: database.location.url,
      application_name: LISTENER_NAME,
    });
    await silent.connect();
    await silent.query('LISTEN hearth_public_cache');
    try {
      await expect(writer.invalidations.invalidate(['post:3'])).resolves.toBeUndefined();
    } finally {
      await silent.end();
    }
  });
});
