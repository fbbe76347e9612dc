import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '#contracts/common.ts';
import { LOCALES } from '#contracts/i18n/locales.ts';
import { FEED_CONTENT_TYPES, FEED_FORMATS, feedPath, readFeed, siteFeedFolder } from './feeds.ts';
import { cacheTags } from '../../cache-invalidation.ts';
import { renderRobots } from './robots.ts';
import { readSitemap, readSitemapFile, SITEMAP_LIMITS, type SitemapLimits } from './sitemap.ts';

export interface DiscoveryOptions {
  /** Smaller sitemap files and reads than the defaults (tests). */
  sitemapLimits?: Partial<SitemapLimits>;
}

const XML = 'application/xml; charset=utf-8';
/**
 * Authors' names show in the documents, and a rename drops only that author's tag: documents
 * that name many authors are kept at most this long instead.
 */
const DOCUMENT_MAX_AGE_MS = 5 * 60_000;
const { posts, stories, cases } = cacheTags;

/**
 * How the site is found and followed: `/robots.txt`, `/sitemap.xml` (an index of
 * `/sitemap-{n}.xml` past 50,000 addresses) and RSS and Atom feeds under `/feeds/` (the site's
 * posts and narratives also in each language, `/feeds/{locale}/…`). These are
 * documents, not API calls, so the OpenAPI description leaves them out. They are public reads:
 * kept in the public cache, dropped by the writes that change them, answered with an ETag.
 */
export const discoveryRoutes: FastifyPluginAsyncZod<DiscoveryOptions> = async (app, options) => {
  const { services } = app;
  const limits = { ...SITEMAP_LIMITS, ...options.sitemapLimits };
  const document = (documentType: string, tags: string[]) => ({
    documentType,
    tags: () => tags,
    maxAgeMs: DOCUMENT_MAX_AGE_MS,
  });
  const sitemap = document(XML, [posts, stories, cases]);

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.publicRead(document('text/plain; charset=utf-8', []), async () =>
      renderRobots(services.config.publicUrl),
    ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    reply.publicRead(sitemap, () => readSitemap(services, limits)),
  );

  app.get(
    '/sitemap-:file(^\\d+).xml',
    { schema: { hide: true, params: z.object({ file: z.coerce.number().int() }) } },
    (request, reply) =>
      reply.publicRead(sitemap, () => readSitemapFile(services, limits, request.params.file)),
  );

  for (const format of FEED_FORMATS) {
    const postsFeed = document(FEED_CONTENT_TYPES[format], [posts]);

    app.get(feedPath('/feeds/posts', format), { schema: { hide: true } }, (_request, reply) =>
      reply.publicRead(postsFeed, () => readFeed(services, { kind: 'posts' }, format)),
    );

    app.get(
      feedPath('/feeds/category/:category', format),
      { schema: { hide: true, params: z.object({ category: text().max(50) }) } },
      (request, reply) => {
        const scope = { kind: 'category', category: request.params.category } as const;
        return reply.publicRead(postsFeed, () => readFeed(services, scope, format));
      },
    );

    app.get(
      feedPath('/feeds/author/:username', format),
      { schema: { hide: true, params: z.object({ username: text().max(100) }) } },
      (request, reply) => {
        const scope = { kind: 'author', username: request.params.username } as const;
        return reply.publicRead(postsFeed, () => readFeed(services, scope, format));
      },
    );

    app.get(feedPath('/feeds/narratives', format), { schema: { hide: true } }, (_request, reply) =>
      reply.publicRead(document(FEED_CONTENT_TYPES[format], [stories]), () =>
        readFeed(services, { kind: 'narratives' }, format),
      ),
    );

    for (const language of LOCALES) {
      for (const [kind, tag] of [
        ['posts', posts],
        ['narratives', stories],
      ] as const) {
        app.get(
          feedPath(siteFeedFolder(kind, language), format),
          { schema: { hide: true } },
          (_request, reply) =>
            reply.publicRead(document(FEED_CONTENT_TYPES[format], [tag]), () =>
              readFeed(services, { kind, language }, format),
            ),
        );
      }
    }
  }
};
