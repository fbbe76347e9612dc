import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { CacheInvalidator } from '../cache-invalidation.ts';
import type { PublicCache } from './public-cache.ts';

const CHANNEL = 'hearth_public_cache';
/** The listening session's name in `pg_stat_activity`. */
export const LISTENER_NAME = 'hearth-cache-listener';
const RECONNECT_MS = 1_000;
/** The longest a write waits for the other processes' acknowledgements before it answers anyway. */
const ACK_WAIT_MS = 1_000;

/**
 * An invalidation (`tags: null` drops everything; `refresh` loads the tags' answers again behind
 * their readers), or another process's acknowledgement that it has applied invalidation `ack`.
 */
type Message =
  | { from: string; id: string; tags: string[] | null; refresh?: boolean }
  | { from: string; ack: string };

interface Acknowledgements {
  heard: number;
  expected: number;
  done: () => void;
}

/**
 * Invalidation for several processes on one PostgreSQL database: each drops its own answers and
 * tells the others with `NOTIFY` on our channel, which each `LISTEN`s to on a connection of its
 * own (outside the pool, so it never takes a query's place). While that connection is down the
 * process may miss invalidations, so its cache is suspended (cleared, keeping nothing) until it
 * listens again.
 *
 * Every process acknowledges each invalidation it has applied, and a write answers once every
 * other listening process has (or after ACK_WAIT_MS, for a process that stopped answering): a
 * reader sent to another process right after the writer's answer (a load balancer's next
 * request) finds the old answer already dropped, even where that process hears notifications
 * later than the writer does.
 */
export async function broadcastInvalidations(
  connectionString: string,
  pool: pg.Pool,
  cache: PublicCache,
  log: FastifyBaseLogger,
): Promise<CacheInvalidator> {
  const self = randomUUID();
  let listener: pg.Client | null = null;
  /** The listener has run `LISTEN`: only then can a write hear the acknowledgements. */
  let listening = false;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  /** Our invalidations waiting for acknowledgements, by id. */
  const awaited = new Map<string, Acknowledgements>();

  const notify = (message: Message) =>
    pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]);

  const acknowledged = (id: string) => {
    const wait = awaited.get(id);
    if (!wait) return;
    wait.heard += 1;
    if (wait.heard >= wait.expected) wait.done();
  };

  const receive = (notification: pg.Notification) => {
    if (notification.channel !== CHANNEL) return;
    let message: Message;
    try {
      message = JSON.parse(notification.payload ?? '') as Message;
    } catch {
      cache.clear();
      return;
    }
    if (message.from === self) return;
    if ('ack' in message) return acknowledged(message.ack);
    if (!message.tags) cache.clear();
    else if (message.refresh) cache.refresh(message.tags);
    else cache.invalidate(message.tags);
    notify({ from: self, ack: message.id }).catch((error: Error) =>
      log.warn({ err: error }, 'public cache: could not acknowledge an invalidation'),
    );
  };

  function lost(client: pg.Client, error?: Error) {
    if (listener !== client) return;
    listener = null;
    listening = false;
    cache.suspend();
    stopWaiting();
    client.end().catch(() => {});
    if (closed) return;
    log.warn({ err: error }, 'public cache: lost the invalidation channel; reading through');
    retry = setTimeout(() => void listen(), RECONNECT_MS);
  }

  async function listen() {
    const client = new pg.Client({ connectionString, application_name: LISTENER_NAME });
    listener = client;
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    client.on('notification', receive);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (listener !== client) return;
      listening = true;
      cache.resume();
    } catch (error) {
      lost(client, error as Error);
    }
  }

  function stopWaiting() {
    for (const wait of awaited.values()) wait.done();
  }

  /**
   * Waits for the acknowledgements of `id` (until `expect` says how many, it waits for all it
   * hears); `all` resolves once that many came, or after ACK_WAIT_MS.
   */
  function acknowledgementsOf(id: string) {
    const wait: Acknowledgements = { heard: 0, expected: Infinity, done: () => {} };
    const all = new Promise<void>((resolve) => {
      const timeout = setTimeout(() => wait.done(), ACK_WAIT_MS);
      wait.done = () => {
        clearTimeout(timeout);
        awaited.delete(id);
        resolve();
      };
    });
    awaited.set(id, wait);
    return {
      all,
      expect(count: number) {
        wait.expected = count;
        if (wait.heard >= count) wait.done();
      },
    };
  }

  async function publish(tags: string[] | null, refresh = false) {
    const id = randomUUID();
    const message: Message = { from: self, id, tags, ...(refresh && { refresh }) };
    // Not listening, the cache is suspended and no acknowledgement could be heard.
    if (!listening) {
      await notify(message).catch((error: Error) =>
        log.error({ err: error }, 'public cache: could not tell the other processes'),
      );
      return;
    }
    // Waiting from before the notification: an acknowledgement may come back before the count.
    const acknowledgements = acknowledgementsOf(id);
    try {
      // Every other process's listener, counted as the notification goes out.
      const { rows } = await pool.query<{ listeners: number }>(
        `select pg_notify($1, $2),
          (select count(*)::int from pg_stat_activity
            where application_name = $3 and datname = current_database()) as listeners`,
        [CHANNEL, JSON.stringify(message), LISTENER_NAME],
      );
      acknowledgements.expect(Math.max(0, (rows[0]?.listeners ?? 1) - 1));
    } catch (error) {
      log.error({ err: error }, 'public cache: could not tell the other processes');
      acknowledgements.expect(0);
    }
    await acknowledgements.all;
  }

  cache.suspend();
  await listen();
  return {
    async invalidate(tags) {
      cache.invalidate(tags);
      await publish(tags);
    },
    async refresh(tags) {
      cache.refresh(tags);
      await publish(tags, true);
    },
    async clear() {
      cache.clear();
      await publish(null);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = null;
      listening = false;
      stopWaiting();
      await client?.end().catch(() => {});
    },
  };
}

/** One process (the embedded database): invalidation stays in its own cache. */
export const localInvalidations = (cache: PublicCache): CacheInvalidator => ({
  invalidate: async (tags) => cache.invalidate(tags),
  refresh: async (tags) => cache.refresh(tags),
  clear: async () => cache.clear(),
  close: async () => {},
});
