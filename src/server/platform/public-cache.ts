import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

export type Encoding = 'br' | 'gzip';
export type CacheLookup = 'hit' | 'miss';

/** A public answer kept once for every reader: its body, its ETag and its compressed forms. */
export interface CachedAnswer {
  /** The key it is kept under. */
  key: string;
  body: Buffer;
  /** Strong, quoted; a compressed form's ETag carries the encoding after a dash. */
  etag: string;
  compressed: ReadonlyMap<Encoding, Buffer>;
  tags: readonly string[];
  ttl?: number;
}

/** What a loader hands the cache to keep; `ttl` (ms) for answers that also go out of date. */
export interface FreshAnswer {
  body: string;
  tags: readonly string[];
  ttl?: number;
}

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5 compresses JSON nearly as well as 11 at a fraction of the time.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body),
};

/** Smaller bodies go out as they are, as `@fastify/compress` leaves them by default. */
const COMPRESSION_THRESHOLD = 1024;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/** A strong ETag of `body`'s bytes. */
export const etagOf = (body: Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

async function toCachedAnswer(key: string, fresh: FreshAnswer): Promise<CachedAnswer> {
  const body = Buffer.from(fresh.body);
  const compressed = new Map<Encoding, Buffer>();
  if (body.length >= COMPRESSION_THRESHOLD) {
    for (const encoding of ['br', 'gzip'] as const) {
      compressed.set(encoding, await compressors[encoding](body));
    }
  }
  return { key, body, etag: etagOf(body), compressed, tags: fresh.tags, ttl: fresh.ttl };
}

const sizeOf = (answer: CachedAnswer) =>
  answer.body.length +
  [...answer.compressed.values()].reduce((sum, compressed) => sum + compressed.length, 0);

/**
 * Public answers in this process's memory, bounded by their size in bytes, keyed by the request
 * they answer and tagged with what they show (`cache-tags.ts`). Dropping a tag drops every answer
 * that carries it. A load that was under way when any tag was dropped is answered but not kept
 * (it may have read the database before the write), and later readers never join it.
 * `suspend()` clears everything and keeps nothing until `resume()`: a process that may have
 * missed invalidations (its LISTEN connection is down) reads through to the database.
 * `trustUntil(time)` resumes it until `time` (`performance.now()`), when it suspends itself at
 * its next lookup: with several processes, a cache serves only while it has heard every
 * invalidation up to a bounded time ago (`cache-broadcast.ts`).
 */
export function createPublicCache({
  maxBytes = DEFAULT_MAX_BYTES,
  onLookup = () => {},
  enabled = true,
}: {
  maxBytes?: number;
  /** False (`PUBLIC_CACHE=false`, for cold-read benches): nothing is ever kept or shared. */
  enabled?: boolean;
  /** Told whether each read was answered from memory (a kept answer or a load under way). */
  onLookup?: (outcome: CacheLookup) => void;
} = {}) {
  const keysByTag = new Map<string, Set<string>>();
  const answers = new LRUCache<string, CachedAnswer>({
    maxSize: maxBytes,
    sizeCalculation: sizeOf,
    // An answer past its time stays until its fresh one replaces it (`read`).
    noDeleteOnStaleGet: true,
    dispose: (answer, key) => {
      due.delete(key);
      for (const tag of answer.tags) {
        const keys = keysByTag.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) keysByTag.delete(tag);
      }
    },
  });
  const loading = new Map<string, Promise<CachedAnswer | null>>();
  /** Answers to load again behind their next reader (`refresh`), with the mark's number. */
  const due = new Map<string, number>();
  let refreshMarks = 0;
  let generation = 0;
  let suspended = !enabled;
  /** When (`performance.now()`) the cache suspends itself, unless told to trust it longer. */
  let trustedUntil = Infinity;
  const clearListeners: (() => void)[] = [];

  const forgetLoads = () => {
    generation += 1;
    loading.clear();
  };

  function clear() {
    forgetLoads();
    answers.clear();
    for (const listener of clearListeners) listener();
  }

  function suspend() {
    suspended = true;
    clear();
  }

  /**
   * Serves and keeps answers until `time` (`performance.now()`), resuming from empty if it was
   * suspended; a time already past changes nothing.
   */
  function trustUntil(time: number) {
    if (time <= performance.now() || !enabled) return;
    if (suspended) {
      clear();
      suspended = false;
    }
    trustedUntil = time;
  }

  /** Whether answers may be served and kept now; past `trustedUntil` it suspends itself. */
  function serving() {
    if (suspended) return false;
    if (performance.now() < trustedUntil) return true;
    suspend();
    return false;
  }

  /**
   * Whether `answer` is the one kept for its key and still in its time; no order nor count moves.
   * Whatever makes `read` load an answer again must make this false (a mark of `refresh`): the
   * fast path would otherwise send the answer on and on without a read to start the load.
   */
  const holds = (answer: CachedAnswer) =>
    serving() && answers.peek(answer.key) === answer && !due.has(answer.key);

  async function load(key: string, produce: () => Promise<FreshAnswer | null>) {
    const startedAt = generation;
    const marksSeen = refreshMarks;
    const answer = produce().then((fresh) => fresh && toCachedAnswer(key, fresh));
    loading.set(key, answer);
    try {
      const loaded = await answer;
      if (loaded && startedAt === generation && !suspended) {
        // A mark made while this load ran may postdate what it read: it outlives the answer
        // it marked (replacing an answer disposes of it, and of its mark).
        const markedMeanwhile = (due.get(key) ?? 0) > marksSeen ? due.get(key) : undefined;
        answers.set(key, loaded, { ttl: loaded.ttl });
        if (markedMeanwhile !== undefined && answers.has(key)) due.set(key, markedMeanwhile);
        // An answer larger than the whole cache is not kept.
        if (answers.has(key))
          for (const tag of loaded.tags) {
            keysByTag.set(tag, (keysByTag.get(tag) ?? new Set()).add(key));
          }
      }
      return loaded;
    } finally {
      if (loading.get(key) === answer) loading.delete(key);
    }
  }

  return {
    /**
     * The answer kept for `key` (refreshed behind it when its time ran out), else the one
     * another reader is loading, else `produce`'s.
     * `produce` answers null for a reply that must not be shared (it sends it itself); then
     * `read` answers null too. A reader never takes another's unshared or failed load.
     */
    async read(
      key: string,
      produce: () => Promise<FreshAnswer | null>,
    ): Promise<CachedAnswer | null> {
      // Suspended, every reader loads on its own: a load under way may predate a write unheard.
      if (!serving()) {
        onLookup('miss');
        const fresh = await produce();
        return fresh && toCachedAnswer(key, fresh);
      }
      const status: LRUCache.Status<string, CachedAnswer> = {};
      const kept = answers.get(key, { allowStale: true, status });
      if (kept) {
        // Only answers kept for a time (view counts) go stale, never one a write made untrue
        // (those are dropped): it is answered once more while a single load replaces it, so
        // no reader waits on the database when the time runs out.
        if ((status.get === 'stale' || due.has(key)) && !loading.has(key))
          load(key, produce).catch(() => {});
        onLookup('hit');
        return kept;
      }
      const underWay = loading.get(key);
      const shared = underWay && (await underWay.catch(() => null));
      if (shared) {
        onLookup('hit');
        return shared;
      }
      onLookup('miss');
      return load(key, produce);
    },

    /**
     * Whether `answer` may be sent again without `read` (`fast-reads.ts`): it is still the answer
     * kept for its key, neither dropped, replaced, past its time nor marked by `refresh`.
     */
    holds,

    /** Like `read` answered with `answer`, which the caller sends again: counted as a hit. */
    reuse(answer: CachedAnswer) {
      if (!holds(answer)) return false;
      onLookup('hit');
      return true;
    },

    /** Drops every answer that shows any of `tags`. */
    invalidate(tags: Iterable<string>) {
      forgetLoads();
      for (const tag of tags) {
        for (const key of [...(keysByTag.get(tag) ?? [])]) answers.delete(key);
      }
    },

    /**
     * Marks every answer that shows any of `tags` to be loaded again behind its next reader,
     * who still gets it. For changes already late by design (view counts, flushed every few
     * seconds): a page is never drawn again on a reader's time because someone read a post.
     */
    refresh(tags: Iterable<string>) {
      refreshMarks += 1;
      for (const tag of tags) {
        for (const key of keysByTag.get(tag) ?? []) due.set(key, refreshMarks);
      }
    },

    clear,

    /** Calls `listener` on every `clear()` (and so `suspend()` and `resume()`). */
    onClear(listener: () => void) {
      clearListeners.push(listener);
    },

    suspend,

    /** Serves and keeps answers again, from empty (it may have missed invalidations), for good. */
    resume: () => trustUntil(Infinity),

    trustUntil,

    get size() {
      return answers.size;
    },
  };
}

export type PublicCache = ReturnType<typeof createPublicCache>;
