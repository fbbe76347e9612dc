import type { FastifyInstance } from 'fastify';

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

/**
 * Every API answer is `no-store`, errors included: answers carry tokens, e-mails, birth dates,
 * notifications and donor details, and no browser or proxy may keep them. A route opts out
 * explicitly with `config: { publicCache }`, and only its successful answers do.
 */
export function registerApiCacheControl(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (!API_PATH.test(request.url)) return;
    const publicCache =
      reply.statusCode < 400 ? request.routeOptions.config.publicCache : undefined;
    reply.header('cache-control', publicCache ?? 'no-store');
  });
}
