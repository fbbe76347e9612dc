import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { isNotModified } from './answer-negotiation.ts';
import { ACCESS_TOKEN_COOKIE } from './auth.ts';
import type { MetricsRecorder } from './metrics.ts';
import type { CachedAnswer, Encoding, PublicCache } from './public-cache.ts';

/** Addresses × methods × `Accept-Encoding` values remembered; each snapshot is a few headers. */
const MAX_SNAPSHOTS = 5_000;

/** What Fastify sent a visitor for one method, raw URL and `Accept-Encoding`. */
interface Snapshot {
  /** Weak: a snapshot never keeps alive an answer the cache has let go of. */
  answer: WeakRef<CachedAnswer>;
  /** The form of the answer that was sent: a compressed one, or the body as it is. */
  encoding: Encoding | undefined;
  /** The route's pattern, for the metrics. */
  route: string;
  /** A built file's answer, the same for the process's life: not one of the public cache's. */
  lasting: boolean;
  headers: OutgoingHttpHeaders;
  /** The same less the body's own headers, as Fastify sends a 304 (`sendCachedAnswer`). */
  notModifiedHeaders: OutgoingHttpHeaders;
}

type FastReads = ReturnType<typeof createFastReads>;

/** Requests the fast path handed to Fastify, with the key a snapshot of their answer takes. */
const handedOver = new WeakMap<IncomingMessage, { reads: FastReads; key: string }>();

const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding']);

/** A bearer token, or a cookie header naming the session cookie (a look-alike name counts too). */
const carriesCredentials = (request: IncomingMessage) =>
  request.headers.authorization !== undefined ||
  (request.headers.cookie?.includes(ACCESS_TOKEN_COOKIE) ?? false);

/**
 * Answers repeated visitor reads of cached public answers in front of Fastify, with the status
 * and headers Fastify sent the first time and the bytes the public cache still holds (decision
 * 019). Everything it does not answer goes to Fastify untouched.
 */
function createFastReads(cache: PublicCache, metrics: MetricsRecorder | undefined) {
  const snapshots = new LRUCache<string, Snapshot>({ max: MAX_SNAPSHOTS });
  let closing = false;
  cache.onClear(() => snapshots.clear());

  /** Where a visitor's GET or HEAD is remembered, or null for requests Fastify must answer. */
  function keyOf(request: IncomingMessage): string | null {
    const { method, headers } = request;
    if ((method !== 'GET' && method !== 'HEAD') || closing || carriesCredentials(request)) {
      return null;
    }
    // `@fastify/compress` sends such a reader the body as it is, whatever it accepts.
    if (headers['x-no-compression'] !== undefined) return null;
    // A HEAD's 304 differs (Fastify says `content-length: 0`): left to Fastify.
    if (method === 'HEAD' && headers['if-none-match'] !== undefined) return null;
    // The raw header, not the encoding chosen from it: whatever else it accepts, compression of a
    // body sent as it is included, the snapshot is what Fastify sent for exactly this value.
    return `${method} ${request.url} ${headers['accept-encoding'] ?? ''}`;
  }

  /** Answers `request` from its snapshot and says so, or leaves it (and says that). */
  function answer(request: IncomingMessage, response: ServerResponse): boolean {
    const key = keyOf(request);
    if (key === null) return false;
    const snapshot = snapshots.get(key);
    const kept = snapshot?.answer.deref();
    if (!snapshot || !kept || !(snapshot.lasting || cache.reuse(kept))) {
      if (snapshot) snapshots.delete(key);
      handedOver.set(request, { reads, key });
      return false;
    }
    const startedAt = performance.now();
    if (isNotModified(request.headers['if-none-match'], kept.etag)) {
      response.writeHead(304, snapshot.notModifiedHeaders).end();
    } else {
      response.writeHead(200, snapshot.headers);
      if (request.method === 'HEAD') response.end();
      else response.end(snapshot.encoding ? kept.compressed.get(snapshot.encoding) : kept.body);
    }
    metrics?.request(
      request.method!,
      snapshot.route,
      response.statusCode,
      (performance.now() - startedAt) / 1000,
    );
    return true;
  }

  /** Keeps what Fastify sent as the snapshot for `key`, if it may answer the next visitor. */
  function remember(
    key: string,
    response: ServerResponse,
    answer: CachedAnswer,
    encoding: Encoding | undefined,
    route: string,
    lasting: boolean,
  ) {
    if (closing || response.statusCode !== 200 || !(lasting || cache.holds(answer))) return;
    // Set through `setHeader` (the security headers) and `writeHead` alike, as they went out.
    const headers = response.getHeaders();
    const sent = encoding ? answer.compressed.get(encoding) : answer.body;
    const isAsKept =
      sent !== undefined &&
      headers['content-encoding'] === encoding &&
      Number(headers['content-length']) === sent.length;
    const isPublic = String(headers['cache-control'] ?? '').startsWith('public');
    if (!isAsKept || !isPublic || headers['set-cookie'] !== undefined || headers.connection) return;
    snapshots.set(key, {
      answer: new WeakRef(answer),
      encoding,
      route,
      lasting,
      headers: { ...headers },
      notModifiedHeaders: Object.fromEntries(
        Object.entries(headers).filter(([name]) => !BODY_HEADERS.has(name)),
      ),
    });
  }

  const reads = {
    answer,

    /** Snapshots the answer once it is sent (`offerSnapshot`). */
    watch(
      key: string,
      reply: FastifyReply,
      answer: CachedAnswer,
      encoding: Encoding | undefined,
      lasting: boolean,
    ) {
      const route = reply.request.routeOptions.url ?? 'unmatched';
      reply.raw.once('finish', () => remember(key, reply.raw, answer, encoding, route, lasting));
    },

    /** From the app's close on, every request goes to Fastify (503, `Connection: close`). */
    stepAside() {
      closing = true;
      snapshots.clear();
    },
  };
  return reads;
}

/**
 * Tells the fast path that `reply` sends `answer` (in `encoding`, or as it is) from the public
 * cache, or, when `lasting`, a built file's answer that never changes; a visitor's 200 becomes
 * the snapshot its next identical request is answered from.
 */
export function offerSnapshot(
  reply: FastifyReply,
  answer: CachedAnswer,
  encoding: Encoding | undefined,
  lasting = false,
) {
  const handed = handedOver.get(reply.request.raw);
  if (handed) handed.reads.watch(handed.key, reply, answer, encoding, lasting);
}

/**
 * Puts the fast path in front of Fastify's request listener. `app.inject` does not pass
 * through it: it reaches Fastify directly and is never answered from, nor makes, a snapshot.
 */
export function registerFastReads(
  app: FastifyInstance,
  cache: PublicCache,
  metrics: MetricsRecorder | undefined,
) {
  const reads = createFastReads(cache, metrics);
  const { server } = app;
  const [fastify, ...others] = server.listeners('request') as ((
    request: IncomingMessage,
    response: ServerResponse,
  ) => void)[];
  if (!fastify || others.length > 0) throw new Error('Expected Fastify as the only listener');
  server.removeListener('request', fastify);
  server.on('request', (request, response) => {
    if (!reads.answer(request, response)) fastify.call(server, request, response);
  });
  app.addHook('preClose', (done) => {
    reads.stepAside();
    done();
  });
}
