import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encodedEtag, isNotModified, preferredEncoding } from './answer-negotiation.ts';
import { allowPublicCaching, answerPrivately } from './cache-control.ts';
import { sendCdnTags, sharedCacheControl } from './cdn-tags.ts';
import { carriesCredentials, offerSnapshot } from './fast-reads.ts';
import { reportToRender } from './page-reads.ts';
import type { CachedAnswer, PublicCache } from './public-cache.ts';
import { cacheTags } from '../cache-invalidation.ts';

const UNSHARED = Symbol('unshared');

/** An answer for this reader only: sent `no-store`, never kept nor handed to another reader. */
export interface Unshared<Answer> {
  [UNSHARED]: Answer;
}
export const unshared = <Answer>(answer: Answer): Unshared<Answer> => ({ [UNSHARED]: answer });
const isUnshared = (value: unknown): value is Unshared<unknown> =>
  typeof value === 'object' && value !== null && UNSHARED in value;

export interface PublicReadOptions<Answer> {
  /** What the answer shows (`cache-tags.ts`); a write dropping any of them drops the answer. */
  tags: (answer: Answer) => readonly string[];
  /** What the answer depends on when it is not the route's validated params and query. */
  key?: unknown;
  /** The answer shows view counts, which change without an event: dropped by a flush of views. */
  showsViews?: boolean;
  /** Signed-in readers of this URL get their own answer (never this one): caches must know. */
  variesByViewer?: boolean;
  /**
   * The answer is a finished document of this content type (a feed, a sitemap), kept as `load`
   * wrote it; without it, the answer is JSON written by the route's response schema.
   */
  documentType?: string;
  /**
   * Kept at most this long (ms), for what a document shows that no event announces (or as the
   * answer says: a donation case until it ends).
   */
  maxAgeMs?: number | ((answer: Answer) => number | undefined);
  /**
   * For a signed-in reader: their own answer made from the visitors' one (what they `can` do
   * with it), sent `private, no-store`. The cache only ever holds the visitors' answer.
   */
  forViewer?: ((answer: Answer) => Answer) | null;
}

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Answers a read that is the same for every reader from the public cache, loading it with
     * `load` when it is not kept. `load` may answer `unshared(answer)` for a reader-specific
     * answer. Cached answers carry a strong ETag and answer `If-None-Match` with 304; their gzip
     * and brotli forms are made once. Visitors' answers are `public, max-age=0, s-maxage=…` with
     * their tags for a CDN (`cdn-tags.ts`); a signed-in reader's are `private, no-store`.
     */
    publicRead<Answer>(
      options: PublicReadOptions<Answer>,
      load: () => Promise<Answer | Unshared<Answer>>,
    ): Promise<FastifyReply>;
  }
}

/** The request as validated: the route, its params and its query (or the route's own key). */
const keyOf = (request: FastifyRequest, key: unknown) =>
  `${request.routeOptions.url} ${JSON.stringify(request.params)} ${JSON.stringify(key ?? request.query)}`;

export interface SendOptions {
  variesByViewer?: boolean;
  documentType?: string;
  /**
   * The answer's own (a built file's `immutable`). By default a visitor's answer is shared:
   * browsers revalidate it, shared caches keep it for a while, filed under its tags
   * (`cdn-tags.ts`); a request carrying credentials gets it `private, no-store`.
   */
  cacheControl?: string;
  /** A built file's answer, which the public cache does not hold and which never changes. */
  lasting?: boolean;
}

/** Sends a cached answer: its ETag, 304 to a match, its compressed form when one is accepted. */
export function sendCachedAnswer(
  reply: FastifyReply,
  answer: CachedAnswer,
  { variesByViewer = false, documentType, cacheControl, lasting = false }: SendOptions,
) {
  const { headers } = reply.request;
  reportToRender(reply, answer);
  if (cacheControl !== undefined) allowPublicCaching(reply, cacheControl);
  // The visitors' answer, which a signed-in reader gets too, as their own: they read past every
  // shared cache, and see their own writes at once.
  else if (carriesCredentials(reply.request.raw)) answerPrivately(reply);
  else if (reply.server.services.publicCache.holds(answer)) {
    allowPublicCaching(reply, sharedCacheControl(reply.server.config.cdn, answer.ttl));
    sendCdnTags(reply, answer);
  } else {
    // Loaded while a write dropped its tags, or while the cache cannot vouch for what it heard:
    // a shared cache keeping it past the write's purge would show the write's past.
    allowPublicCaching(reply, 'public, no-cache');
  }
  reply.header(
    'vary',
    variesByViewer ? 'accept-encoding, authorization, cookie' : 'accept-encoding',
  );
  const encoding = preferredEncoding(headers['accept-encoding']);
  const compressed = encoding ? answer.compressed.get(encoding) : undefined;
  reply.header('etag', compressed ? encodedEtag(answer.etag, encoding!) : answer.etag);
  if (isNotModified(headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type(documentType ?? 'application/json; charset=utf-8');
  // An encoded body passes `@fastify/compress` untouched: it compresses nothing already encoded.
  if (compressed) reply.header('content-encoding', encoding!);
  offerSnapshot(reply, answer, compressed ? encoding! : undefined, lasting);
  return reply.send(compressed ?? answer.body);
}

export function registerPublicReads(app: FastifyInstance, cache: PublicCache) {
  app.decorateReply('publicRead', async function publicRead<
    Answer,
  >(this: FastifyReply, options: PublicReadOptions<Answer>, load: () => Promise<Answer | Unshared<Answer>>) {
    let own: { answer: unknown } | undefined;
    const cached = await cache.read(keyOf(this.request, options.key), async () => {
      const loaded = await load();
      if (isUnshared(loaded)) {
        own = { answer: loaded[UNSHARED] };
        return null;
      }
      return {
        // The route's response schema writes JSON, so only the contract's fields are kept.
        body: options.documentType ? String(loaded) : (this.serialize(loaded) as string),
        tags: options.showsViews
          ? [...options.tags(loaded), cacheTags.views]
          : options.tags(loaded),
        ttl: typeof options.maxAgeMs === 'function' ? options.maxAgeMs(loaded) : options.maxAgeMs,
      };
    });
    const { forViewer } = options;
    if (forViewer) {
      // Parsed from the kept JSON, so the reader sees exactly the visitors' fields, plus theirs.
      const shared = (cached ? JSON.parse(cached.body.toString()) : own!.answer) as Answer;
      answerPrivately(this);
      this.header('vary', 'accept-encoding, authorization, cookie');
      return this.send(forViewer(shared));
    }
    if (!cached) {
      answerPrivately(this);
      return this.send(own!.answer);
    }
    return sendCachedAnswer(this, cached, options);
  });
}
