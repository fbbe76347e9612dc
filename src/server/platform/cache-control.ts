import type { FastifyInstance, FastifyReply } from 'fastify';

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
const publicReplies = new WeakMap<FastifyReply, string>();

/**
 * Lets this one reply be kept with `cacheControl`, for a route whose answer is public for some
 * callers only (the public read cache's answers); its errors stay `no-store`.
 */
export function allowPublicCaching(reply: FastifyReply, cacheControl: string) {
  publicReplies.set(reply, cacheControl);
}

/**
 * Every API answer is `no-store`, errors included: answers carry tokens, e-mails, birth dates,
 * notifications and donor details, and no browser or proxy may keep them. A route opts out
 * explicitly with `config: { publicCache }` (or one reply with `allowPublicCaching`), and only its
 * successful answers do.
 */
export function registerApiCacheControl(app: FastifyInstance) {
  app.addHook('onSend', async function apiCacheControl(request, reply) {
    const publicCache =
      reply.statusCode < 400
        ? (publicReplies.get(reply) ?? request.routeOptions.config.publicCache)
        : undefined;
    if (publicCache) reply.header('cache-control', publicCache);
    else if (API_PATH.test(request.url)) reply.header('cache-control', 'no-store');
  });
}
