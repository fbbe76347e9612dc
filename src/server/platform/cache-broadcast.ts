import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { CacheInvalidator } from '../cache-invalidation.ts';
import type { PublicCache } from './public-cache.ts';

const CHANNEL = 'hearth_public_cache';
/** The listening session's name in `pg_stat_activity`. */
export const LISTENER_NAME = 'hearth-cache-listener';
/**
 * A process answers from its cache only while it has applied every invalidation committed up
 * to this long ago: a read that starts this long after a write's answer gets nothing the write
 * made untrue, from any process.
 */
export const INVALIDATION_BOUND_MS = 1_000;

export interface BroadcastTiming {
  /** INVALIDATION_BOUND_MS, shorter or longer in tests. */
  boundMs: number;
  /** How often the listening connection sends itself a heartbeat. */
  heartbeatMs: number;
  /** A listening connection that brings no heartbeat back for this long is opened again. */
  silenceMs: number;
  /** The wait before a lost listening connection is opened again. */
  reconnectMs: number;
}

const TIMING: BroadcastTiming = {
  boundMs: INVALIDATION_BOUND_MS,
  heartbeatMs: 200,
  silenceMs: 5_000,
  reconnectMs: 1_000,
};

/** `tags: null` drops everything; `refresh` loads the tags' answers again behind their readers. */
interface Message {
  from: string;
  tags: string[] | null;
  refresh?: boolean;
}

/**
 * Invalidation for several processes on one PostgreSQL database. A write drops its own
 * process's answers at once, then sends the tags with `NOTIFY` before it answers. Each process
 * `LISTEN`s on a connection of its own (outside the pool) and sends itself a heartbeat on it
 * every `heartbeatMs`. PostgreSQL hands a session its notifications in commit order, so when a
 * heartbeat sent at `t` comes back, every invalidation committed before `t` has been applied:
 * the cache may answer until `t + boundMs`. Past that (the connection slow, silent or lost) it
 * empties itself and reads through to the database until a heartbeat comes back in time. A
 * connection that errs, ends, or brings nothing back for `silenceMs` is opened again.
 */
export async function broadcastInvalidations(
  connectionString: string,
  pool: pg.Pool,
  cache: PublicCache,
  log: FastifyBaseLogger,
  timing: Partial<BroadcastTiming> = {},
): Promise<CacheInvalidator> {
  const { boundMs, heartbeatMs, silenceMs, reconnectMs } = { ...TIMING, ...timing };
  const self = randomUUID();
  // A channel of this process's own: no other process wakes for its heartbeats.
  const heartbeats = `hearth_cache_beat_${self.replaceAll('-', '')}`;
  let listener: pg.Client | null = null;
  /** The listener has run `LISTEN`: its heartbeats can come back. */
  let listening = false;
  let lastHeard = 0;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  function apply(payload: string | undefined) {
    let message: Message;
    try {
      message = JSON.parse(payload ?? '') as Message;
    } catch {
      cache.clear();
      return;
    }
    if (message.from === self) return;
    if (!message.tags) cache.clear();
    else if (message.refresh) cache.refresh(message.tags);
    else cache.invalidate(message.tags);
  }

  function lost(client: pg.Client, error?: Error) {
    if (listener !== client) return;
    listener = null;
    listening = false;
    cache.suspend();
    client.end().catch(() => {});
    if (closed) return;
    log.warn({ err: error }, 'public cache: lost the invalidation channel; reading through');
    retry = setTimeout(() => void listen(), reconnectMs);
  }

  async function listen() {
    const client = new pg.Client({
      connectionString,
      application_name: LISTENER_NAME,
      // A connection or a `LISTEN` that hangs is given up like a silent connection.
      connectionTimeoutMillis: silenceMs,
      query_timeout: silenceMs,
    });
    listener = client;
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    client.on('notification', ({ channel, payload }) => {
      if (listener !== client) return;
      if (channel === CHANNEL) apply(payload);
      else if (channel === heartbeats) {
        lastHeard = performance.now();
        cache.trustUntil(Number(payload) + boundMs);
      }
    });
    try {
      await client.connect();
      // A heartbeat is a transaction of its own: it need not wait for a disk flush.
      await client.query(`set synchronous_commit to off; listen ${CHANNEL}; listen ${heartbeats}`);
      if (listener !== client) {
        await client.end();
        return;
      }
      listening = true;
      lastHeard = performance.now();
      beat(client);
    } catch (error) {
      lost(client, error as Error);
    }
  }

  function beat(client: pg.Client) {
    if (performance.now() - lastHeard > silenceMs) {
      lost(client, new Error(`no heartbeat came back for ${silenceMs} ms`));
      return;
    }
    client
      .query('select pg_notify($1, $2)', [heartbeats, String(performance.now())])
      .catch((error: Error) => lost(client, error));
  }

  const beating = setInterval(() => {
    if (listener && listening) beat(listener);
  }, heartbeatMs);
  beating.unref();

  async function publish(tags: string[] | null, refresh = false) {
    const message: Message = { from: self, tags, ...(refresh && { refresh }) };
    await pool
      .query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)])
      .catch((error: Error) =>
        log.error({ err: error }, 'public cache: could not tell the other processes'),
      );
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
      clearInterval(beating);
      const client = listener;
      listener = null;
      listening = false;
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
