import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { CdnConfig } from '../config.ts';
import { onDroppedTags } from '../cache-invalidation.ts';
import { INVALIDATION_BOUND_MS } from './cache-broadcast.ts';
import { purgedTags } from './cdn-tags.ts';

/** One purge waiting in the outbox: the tags it names, and when (epoch ms) it was queued. */
interface PurgeJob {
  tags: string[];
  queuedAt: number;
}

/** Tags per purge request: Cloudflare takes at most 100 per call (Fastly 256). */
const TAGS_PER_REQUEST = 100;
/** Longer than a CDN's API takes; a purge that times out is tried again. */
const PURGE_TIMEOUT_MS = 10_000;

type PurgeHook = NonNullable<CdnConfig['purge']>;

/**
 * The request each CDN's purge-by-tag API documents: Cloudflare's `POST
 * /zones/{zone}/purge_cache` with `{"tags": […]}` and a bearer token, Fastly's `POST
 * /service/{service}/purge` with `{"surrogate_keys": […]}` and a `Fastly-Key` (decision 038).
 */
function purgeRequest({ format, token }: PurgeHook, tags: string[]): RequestInit {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (format === 'fastly') {
    if (token) headers['fastly-key'] = token;
    return { method: 'POST', headers, body: JSON.stringify({ surrogate_keys: tags }) };
  }
  if (token) headers.authorization = `Bearer ${token}`;
  return { method: 'POST', headers, body: JSON.stringify({ tags }) };
}

/** Sends one purge; throws (the outbox tries again later) unless the hook took it. */
async function sendPurge(hook: PurgeHook, { tags, queuedAt }: PurgeJob) {
  // Every other process drops its copies within the bound of the write (decision 024): a purge
  // sent sooner could let one of them hand the CDN the answer the write made untrue again.
  const early = queuedAt + INVALIDATION_BOUND_MS - Date.now();
  if (early > 0) await setTimeout(early);
  const response = await fetch(hook.url, {
    ...purgeRequest(hook, tags),
    signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`The CDN purge answered ${response.status}`);
  // Cloudflare says in the body whether it took the purge.
  if (refused(text)) throw new Error('The CDN purge was refused');
}

const refused = (body: string) => {
  try {
    return (JSON.parse(body) as { success?: unknown } | null)?.success === false;
  } catch {
    return false;
  }
};

/**
 * With `CDN_PURGE_URL`, each write's dropped tags (the same ones the public cache drops,
 * `cache-invalidation.ts`) are posted to the CDN's purge hook through the outbox: every process
 * queues the purges of its own writes, one process sends each, and a purge that fails is tried
 * again with backoff. Queued after the write's commit: a process that dies in between leaves
 * the CDN's copy to its `s-maxage`.
 */
export function registerCdnPurge(app: FastifyInstance) {
  const hook = app.config.cdn.purge;
  if (!hook) return;
  app.outbox.handle<PurgeJob>('cdn-purge', (job) => sendPurge(hook, job));
  onDroppedTags(app.events, async (dropped) => {
    const tags = purgedTags(dropped);
    const jobs: PurgeJob[] = [];
    for (let start = 0; start < tags.length; start += TAGS_PER_REQUEST) {
      jobs.push({ tags: tags.slice(start, start + TAGS_PER_REQUEST), queuedAt: Date.now() });
    }
    await app.outbox.enqueue('cdn-purge', jobs);
  });
}
