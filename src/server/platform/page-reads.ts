import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { CachedAnswer } from './public-cache.ts';

/**
 * How a server render learns what the API answers it read show, so that its HTML is kept with
 * their tags and dropped with them. The renderer reads the API through `app.inject`, which does
 * not carry the caller's async context into the route, so the route says it in response headers:
 * only to requests that carry this process's render key, a random value that never leaves the
 * process (nobody outside can ask for the tags).
 */
const RENDER_KEY_HEADER = 'x-hearth-render-key';
const TAGS_HEADER = 'x-hearth-cache-tags';
const TTL_HEADER = 'x-hearth-cache-ttl';
const renderKey = randomUUID();

/** The headers the renderer's in-process reads carry. */
export const renderReadHeaders = { [RENDER_KEY_HEADER]: renderKey };

/** Names a public answer's tags to the server render that asked for it (`public-read.ts`). */
export function reportToRender(reply: FastifyReply, answer: CachedAnswer) {
  if (reply.request.headers[RENDER_KEY_HEADER] !== renderKey) return;
  // Tags are ids and names without spaces (`cache-invalidation.ts`).
  reply.header(TAGS_HEADER, answer.tags.join(' '));
  if (answer.ttl !== undefined) reply.header(TTL_HEADER, String(answer.ttl));
}

/** What the API answers read by one render showed, and whether every one of them was shared. */
export interface PageReads {
  tags: Set<string>;
  /** The shortest time (ms) any answer read may be kept, if one had a bound. */
  ttl?: number;
  /** False once an answer was not a cached public one (an error, a reader's own answer). */
  shared: boolean;
}

const currentRender = new AsyncLocalStorage<PageReads>();

/** Runs `render`, collecting what every in-process API read made during it showed. */
export async function collectPageReads<Result>(
  render: () => Promise<Result>,
): Promise<{ result: Result; reads: PageReads }> {
  const reads: PageReads = { tags: new Set(), shared: true };
  const result = await currentRender.run(reads, render);
  return { result, reads };
}

/** Adds one API answer's report to the render under way (a no-op outside a render). */
export function recordPageRead(headers: Record<string, unknown>) {
  const reads = currentRender.getStore();
  if (!reads) return;
  const tags = headers[TAGS_HEADER];
  if (typeof tags !== 'string') {
    reads.shared = false;
    return;
  }
  for (const tag of tags.split(' ')) if (tag) reads.tags.add(tag);
  const ttl = Number(headers[TTL_HEADER]);
  if (headers[TTL_HEADER] !== undefined && ttl >= 0) {
    reads.ttl = Math.min(reads.ttl ?? ttl, ttl);
  }
}
