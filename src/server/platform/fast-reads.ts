import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRouterOptions,
  FastifyServerFactory,
} from 'fastify';
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
export const carriesCredentials = (request: IncomingMessage) =>
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
    metrics?.fastAnswer(snapshot.route);
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

    /** `METHOD pattern` of the routes whose every hook it may skip (`checkHooks`). */
    fastRoutes: new Set<string>(),

    /** Snapshots the answer once it is sent (`offerSnapshot`). */
    watch(
      key: string,
      reply: FastifyReply,
      answer: CachedAnswer,
      encoding: Encoding | undefined,
      lasting: boolean,
    ) {
      const route = reply.request.routeOptions.url ?? 'unmatched';
      if (!reads.fastRoutes.has(`${reply.request.method} ${route}`)) return;
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

/** The stages of a request's trip through Fastify that a hook may join. */
const REQUEST_STAGES = [
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onError',
  'onSend',
  'onResponse',
  'onTimeout',
  'onRequestAbort',
] as const;
type RequestStage = (typeof REQUEST_STAGES)[number];

interface RouteHooks {
  /** `METHOD pattern`, as `offerSnapshot` looks it up. */
  route: string;
  path: string;
  hooks: Partial<Record<RequestStage, ((...args: never[]) => unknown)[] | null>>;
}

/**
 * Fastify's `buildPrettyMeta` router option, which `printRoutes({ includeHooks: true })` calls
 * for each route with the hooks Fastify runs for it: those of GET and HEAD routes are kept in
 * `seen` for `checkHooks`.
 */
function routeHooksCollector() {
  const seen: RouteHooks[] = [];
  const buildPrettyMeta = (route: { method: string; path: string; store: unknown }) => {
    const store = route.store as RouteHooks['hooks'];
    const hooks = Object.fromEntries(REQUEST_STAGES.map((stage) => [stage, store[stage]]));
    if (route.method === 'GET' || route.method === 'HEAD') {
      seen.push({ route: `${route.method} ${route.path}`, path: route.path, hooks });
    }
    return hooks;
  };
  return { seen, buildPrettyMeta };
}

/**
 * Fastify's own server options a `serverFactory` must apply itself (Fastify applies them only to
 * a server it makes): its defaults are in `opts` already.
 */
interface ServerTimeouts {
  http?: ServerOptions | null;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/**
 * The fast path, given to Fastify as its `serverFactory` (decision 019): the server it makes
 * hands Fastify every request the fast path does not answer. `app.inject` reaches Fastify
 * directly: it is never answered from, nor makes, a snapshot.
 */
export function fastReadsServer(cache: PublicCache, metrics: MetricsRecorder | undefined) {
  const reads = createFastReads(cache, metrics);
  const routeHooks = routeHooksCollector();
  const serverFactory: FastifyServerFactory = (fastify, opts) => {
    const options = opts as unknown as ServerTimeouts;
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!reads.answer(request, response)) fastify(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) {
      server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    }
    return server;
  };
  return {
    reads,
    routeHooks,
    /** Fastify's options that put the fast path in front of it. */
    fastifyOptions: {
      serverFactory,
      // One of Fastify's router options (its Server reference), though not in its types.
      routerOptions: {
        buildPrettyMeta: routeHooks.buildPrettyMeta,
      } as FastifyRouterOptions<Server>,
    },
  };
}

export type FastReadsServer = ReturnType<typeof fastReadsServer>;

/**
 * Every hook a GET or HEAD route may run, by stage and function name, and why a fast answer
 * (a visitor's GET or HEAD of a kept 200, decision 019) may go without it. A hook that is not
 * here, or has no name, stops the start-up (`checkHooks`).
 */
const SKIPPABLE_HOOKS: Partial<Record<RequestStage, Record<string, string>>> = {
  onRequest: {
    securityHeaders: 'the same headers on every answer: kept in the snapshot',
    fastifyCookieHandler: 'parses cookies; a request naming the session cookie is never answered',
    // @fastify/compress
    onRequest: 'notes the Accept-Encoding, which is part of the snapshot key',
  },
  preParsing: {
    // @fastify/compress
    preParsing: 'inflates a request body; GET and HEAD have none',
  },
  preValidation: {
    refuseBracketedQueryKeys: 'answers 400, which is never kept: such an address is never answered',
  },
  onSend: {
    apiCacheControl: 'the same Cache-Control for every visitor: kept in the snapshot',
    refuseUndocumentedAnswer: 'in tests only; a kept answer is a 200, which its route lists',
    closeConnectionsWhenClosing: 'only once the app closes, when the fast path steps aside',
    fastifyCookieOnSendHandler: 'sets cookies; an answer that sets one is never kept',
    headRouteOnSendHandler: 'Fastify’s HEAD without a body, which the fast path sends alike',
    // @fastify/compress
    onSend: 'compresses; only an answer sent as the cache’s own form is kept, by Accept-Encoding',
  },
  onResponse: {
    countRequest: 'the fast path counts its answers in the same metric',
  },
};

/**
 * Hooks the fast path knows, that must run on every request of their routes: such a route is
 * never answered by the fast path.
 */
const UNSKIPPABLE_HOOKS: Partial<Record<RequestStage, Record<string, string>>> = {
  preHandler: { rateLimit: 'counts each request' },
};

/**
 * Routes of plugins that never send a cached answer, whose hooks are their own business: the
 * OpenAPI pages (`@fastify/swagger-ui` sets their own CSP). The fast path does not answer them.
 */
const NEVER_CACHED = ['/api/docs'];

const knows = (table: typeof SKIPPABLE_HOOKS, stage: RequestStage, name: string) =>
  name !== '' && Object.hasOwn(table[stage] ?? {}, name);

/** A hook's own name: Fastify binds hooks to their instance (`bound securityHeaders`). */
const nameOf = (hook: { name: string }) => hook.name.replace(/^(bound )+/, '');

/**
 * Refuses to start when a GET or HEAD route runs a hook the fast path does not know of (it
 * would not run for the requests the fast path answers), and keeps the fast path off the routes
 * whose hooks must see every request.
 */
function checkHooks(app: FastifyInstance, { reads, routeHooks }: FastReadsServer) {
  routeHooks.seen.length = 0;
  app.printRoutes({ includeHooks: true });
  /** The routes of each unknown hook, by `stage name`. */
  const unknown = new Map<string, string[]>();
  reads.fastRoutes.clear();
  for (const { route, path, hooks } of routeHooks.seen) {
    if (NEVER_CACHED.some((prefix) => path.startsWith(prefix))) continue;
    let skippable = true;
    for (const stage of REQUEST_STAGES) {
      for (const hook of hooks[stage] ?? []) {
        const name = nameOf(hook);
        if (knows(UNSKIPPABLE_HOOKS, stage, name)) skippable = false;
        else if (!knows(SKIPPABLE_HOOKS, stage, name)) {
          const hookName = `${stage} ${name || '(anonymous)'}`;
          unknown.set(hookName, [...(unknown.get(hookName) ?? []), route]);
        }
      }
    }
    if (skippable) reads.fastRoutes.add(route);
  }
  if (unknown.size > 0) {
    const hooks = [...unknown].map(
      ([hook, [route, ...others]]) =>
        `${hook} (on ${route}${others.length > 0 ? ` and ${others.length} more` : ''})`,
    );
    throw new Error(
      `The fast path for cached reads (platform/fast-reads.ts) does not know these hooks, ` +
        `which would not run for the requests it answers: ${hooks.join('; ')}. Name each ` +
        `hook and add it to SKIPPABLE_HOOKS or UNSKIPPABLE_HOOKS there, saying why.`,
    );
  }
}

/**
 * Checks the app's hooks once every route is registered (`onReady`: `ready` and `listen` fail),
 * and has the fast path step aside from the app's close on.
 */
export function registerFastReads(app: FastifyInstance, fastReads: FastReadsServer) {
  app.addHook('onReady', async function checkFastReadHooks() {
    checkHooks(app, fastReads);
  });
  app.addHook('preClose', (done) => {
    fastReads.reads.stepAside();
    done();
  });
}
