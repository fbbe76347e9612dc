import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { CacheInvalidator } from '../cache-invalidation.ts';
import type { PublicCache } from './public-cache.ts';

const CHANNEL = 'hearth_public_cache';
/** The listening session's name in `pg_stat_activity`. */
export const LISTENER_NAME = 'hearth-cache-listener';
const RECONNECT_MS = 1_000;
/** The longest a write waits to hear its own notification before it answers anyway. */
const ECHO_WAIT_MS = 1_000;

/** `tags: null` drops everything; `refresh` loads the tags' answers again behind their readers. */
interface Message {
  from: string;
  /** Tells the writer its own notification came back. */
  id: string;
  tags: string[] | null;
  refresh?: boolean;
}

/**
 * Invalidation for several processes on one PostgreSQL database: each drops its own answers and
 * tells the others with `NOTIFY` on our channel, which each `LISTEN`s to on a connection of its
 * own (outside the pool, so it never takes a query's place). While that connection is down the
 * process may miss invalidations, so its cache is suspended (cleared, keeping nothing) until it
 * listens again.
 *
 * A write answers once its own listener has heard its notification: PostgreSQL hands a
 * notification to every listening session at once, so by then the other processes have it too,
 * and a reader sent to another process right after the writer's answer (a load balancer's next
 * request) finds the old answer already dropped.
 */
export async function broadcastInvalidations(
  connectionString: string,
  pool: pg.Pool,
  cache: PublicCache,
  log: FastifyBaseLogger,
): Promise<CacheInvalidator> {
  const self = randomUUID();
  let listener: pg.Client | null = null;
  /** The listener has run `LISTEN`: only then can a write hear its own notification. */
  let listening = false;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  /** Our own notifications not yet heard back, by id. */
  const echoes = new Map<string, () => void>();

  const receive = (notification: pg.Notification) => {
    if (notification.channel !== CHANNEL) return;
    try {
      const message = JSON.parse(notification.payload ?? '') as Message;
      if (message.from === self) {
        echoes.get(message.id)?.();
        return;
      }
      if (!message.tags) cache.clear();
      else if (message.refresh) cache.refresh(message.tags);
      else cache.invalidate(message.tags);
    } catch {
      cache.clear();
    }
  };

  function lost(client: pg.Client, error?: Error) {
    if (listener !== client) return;
    listener = null;
    listening = false;
    cache.suspend();
    stopWaitingForEchoes();
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

  /** Resolves when the listener hears the notification `id`, or after ECHO_WAIT_MS. */
  function echoOf(id: string) {
    return new Promise<void>((resolve) => {
      const heard = () => {
        clearTimeout(timeout);
        echoes.delete(id);
        resolve();
      };
      const timeout = setTimeout(heard, ECHO_WAIT_MS);
      echoes.set(id, heard);
    });
  }

  function stopWaitingForEchoes() {
    for (const heard of echoes.values()) heard();
  }

  async function publish(tags: string[] | null, refresh = false) {
    const message: Message = { from: self, id: randomUUID(), tags, ...(refresh && { refresh }) };
    // Not listening, the cache is suspended and there is nothing to hear back.
    const heard = listening ? echoOf(message.id) : Promise.resolve();
    try {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]);
    } catch (error) {
      log.error({ err: error }, 'public cache: could not tell the other processes');
      echoes.get(message.id)?.();
      return;
    }
    await heard;
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
      stopWaitingForEchoes();
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
