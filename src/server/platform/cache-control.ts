import type { FastifyInstance, FastifyReply } from 'fastify';
import { carriesCredentials } from './fast-reads.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The `Cache-Control` of a public read that browsers and shared caches may keep, such as
     * `public, max-age=300`. Only for answers that are the same for every caller.
     */
    publicCache?: string;
  }
}

const API_PATH = /^\/api(?:[/?]|$)/;
const replyCacheControl = new WeakMap<FastifyReply, string>();

/** A signed-in reader's answer: never kept by a shared cache, nor by the browser. */
export const PRIVATE_ANSWER = 'private, no-store';

/**
 * Lets this one reply be kept with `cacheControl`, for a route whose answer is public for some
 * callers only (the public read cache's answers); its errors stay `no-store`.
 */
export function allowPublicCaching(reply: FastifyReply, cacheControl: string) {
  replyCacheControl.set(reply, cacheControl);
}

/**
 * Marks this one reply as the reader's own answer to a public address (`PRIVATE_ANSWER`): said
 * so, rather than the API's plain `no-store`, for the caches in front that might share it.
 */
export function answerPrivately(reply: FastifyReply) {
  replyCacheControl.set(reply, PRIVATE_ANSWER);
}

/**
 * Every API answer is `no-store`, errors included: answers carry tokens, e-mails, birth dates,
 * notifications and donor details, and no browser or proxy may keep them. An answer to a request
 * carrying credentials says `private, no-store` (a signed-in reader's answer is theirs alone). A
 * route opts out explicitly with `config: { publicCache }` (or one reply with
 * `allowPublicCaching`), and only its successful answers do.
 */
export function registerApiCacheControl(app: FastifyInstance) {
  app.addHook('onSend', async function apiCacheControl(request, reply) {
    const publicCache =
      reply.statusCode < 400
        ? (replyCacheControl.get(reply) ?? request.routeOptions.config.publicCache)
        : undefined;
    if (publicCache) reply.header('cache-control', publicCache);
    else if (API_PATH.test(request.url)) {
      reply.header('cache-control', carriesCredentials(request.raw) ? PRIVATE_ANSWER : 'no-store');
    }
  });
}
