import type { FastifyReply } from 'fastify';
import type { CdnConfig } from '../config.ts';
import { EVERYTHING } from '../cache-invalidation.ts';
import type { CachedAnswer } from './public-cache.ts';

/**
 * Bytes of one tag header. Fastly takes a `Surrogate-Key` of up to 16 KB and Cloudflare
 * `Cache-Tag` headers of up to 16 KB in all; half of that leaves room for the other headers
 * in a proxy's buffer (nginx's `proxy_buffer_size`, docs/deploying.md).
 */
export const TAG_HEADER_BYTES = 8 * 1024;

/** `comments` of `comments:<post id>`: the kind of item a tag names, if it names one. */
const kindOf = (tag: string) => {
  const colon = tag.indexOf(':');
  return colon > 0 ? tag.slice(0, colon) : undefined;
};

/** The tag every answer naming any item of `kind` carries once its list is widened. */
const anyOf = (kind: string) => `${kind}:any`;

const headerBytes = (tags: readonly string[]) => Buffer.byteLength(tags.join(' '));

/**
 * The tags a shared cache files a visitors' answer under: `everything`, then its own. A list too
 * long for the header has its most numerous kind of item tags (the authors of a long list of
 * comments, say) replaced by that kind's `…:any` tag, which every purge of such a tag also names
 * (`purgedTags`): an answer is never left out of a purge that concerns it, it is only dropped
 * by more of them.
 */
export function cdnTags(tags: readonly string[]): string[] {
  let kept = [...new Set([EVERYTHING, ...tags])];
  while (headerBytes(kept) > TAG_HEADER_BYTES) {
    const counts = new Map<string, number>();
    for (const tag of kept) {
      const kind = kindOf(tag);
      if (kind && tag !== anyOf(kind)) counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    const [widest] = [...counts].sort(([, a], [, b]) => b - a)[0] ?? [];
    if (widest === undefined) break;
    kept = [...kept.filter((tag) => kindOf(tag) !== widest), anyOf(widest)];
  }
  return kept;
}

/** What a purge names for the tags a write dropped: each item tag with its kind's `…:any`. */
export function purgedTags(dropped: readonly string[]): string[] {
  return [
    ...new Set(
      dropped.flatMap((tag) => {
        const kind = kindOf(tag);
        return kind ? [tag, anyOf(kind)] : [tag];
      }),
    ),
  ];
}

/**
 * The `Cache-Control` of an answer every visitor shares: browsers ask again each time (with its
 * ETag), shared caches keep it `sMaxAge` seconds, or less when the answer has a time of its own
 * (`ttl`, ms), after which it has no stale time either.
 */
export function sharedCacheControl(cdn: CdnConfig, ttl?: number): string {
  if (ttl === undefined) {
    return `public, max-age=0, s-maxage=${cdn.sMaxAge}, stale-while-revalidate=${cdn.staleWhileRevalidate}`;
  }
  return `public, max-age=0, s-maxage=${Math.min(cdn.sMaxAge, Math.floor(ttl / 1000))}`;
}

/** Each kept answer's header values, made once. */
const tagHeaders = new WeakMap<CachedAnswer, { surrogateKey: string; cacheTag: string }>();

/** Names `answer`'s tags to shared caches: Fastly's `Surrogate-Key`, Cloudflare's `Cache-Tag`. */
export function sendCdnTags(reply: FastifyReply, answer: CachedAnswer) {
  let headers = tagHeaders.get(answer);
  if (!headers) {
    const tags = cdnTags(answer.tags);
    headers = { surrogateKey: tags.join(' '), cacheTag: tags.join(',') };
    tagHeaders.set(answer, headers);
  }
  reply.header('surrogate-key', headers.surrogateKey);
  reply.header('cache-tag', headers.cacheTag);
}
