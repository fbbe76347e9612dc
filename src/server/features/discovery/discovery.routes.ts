import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '#contracts/common.ts';
import { FEED_CONTENT_TYPES, FEED_FORMATS, feedPath, readFeed } from './feeds.ts';
import { sendPublicDocument } from './public-document.ts';
import { renderRobots } from './robots.ts';
import { readSitemap, readSitemapFile, SITEMAP_LIMITS, type SitemapLimits } from './sitemap.ts';

export interface DiscoveryOptions {
  /** Smaller sitemap files and reads than the defaults (tests). */
  sitemapLimits?: Partial<SitemapLimits>;
}

const XML = 'application/xml; charset=utf-8';

/**
 * How the site is found and followed: `/robots.txt`, `/sitemap.xml` (an index of
 * `/sitemap-{n}.xml` past 50,000 addresses) and RSS and Atom feeds under `/feeds/`. These are
 * documents, not API calls, so the OpenAPI description leaves them out.
 */
export const discoveryRoutes: FastifyPluginAsyncZod<DiscoveryOptions> = async (app, options) => {
  const { services } = app;
  const limits = { ...SITEMAP_LIMITS, ...options.sitemapLimits };

  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
    sendPublicDocument(
      request,
      reply,
      'text/plain; charset=utf-8',
      renderRobots(services.config.publicUrl),
    ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    sendPublicDocument(request, reply, XML, await readSitemap(services, limits)),
  );

  app.get(
    '/sitemap-:file(^\\d+).xml',
    { schema: { hide: true, params: z.object({ file: z.coerce.number().int() }) } },
    async (request, reply) =>
      sendPublicDocument(
        request,
        reply,
        XML,
        await readSitemapFile(services, limits, request.params.file),
      ),
  );

  for (const format of FEED_FORMATS) {
    const type = FEED_CONTENT_TYPES[format];

    app.get(feedPath('/feeds/posts', format), { schema: { hide: true } }, async (request, reply) =>
      sendPublicDocument(request, reply, type, await readFeed(services, { kind: 'posts' }, format)),
    );

    app.get(
      feedPath('/feeds/category/:category', format),
      { schema: { hide: true, params: z.object({ category: text().max(50) }) } },
      async (request, reply) => {
        const scope = { kind: 'category', category: request.params.category } as const;
        return sendPublicDocument(request, reply, type, await readFeed(services, scope, format));
      },
    );

    app.get(
      feedPath('/feeds/author/:username', format),
      { schema: { hide: true, params: z.object({ username: text().max(100) }) } },
      async (request, reply) => {
        const scope = { kind: 'author', username: request.params.username } as const;
        return sendPublicDocument(request, reply, type, await readFeed(services, scope, format));
      },
    );

    app.get(
      feedPath('/feeds/narratives', format),
      { schema: { hide: true } },
      async (request, reply) =>
        sendPublicDocument(
          request,
          reply,
          type,
          await readFeed(services, { kind: 'narratives' }, format),
        ),
    );
  }
};
