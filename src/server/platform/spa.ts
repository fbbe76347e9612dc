import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths under these prefixes are API calls or files: a miss is a 404, never the app shell. */
const NOT_PAGES = ['/api/', '/uploads/', '/assets/'];

/**
 * Serves uploads and the built web app: uploads and hashed assets cached for a year, `index.html` revalidated on every
 * load and answered for any client route. Unknown `/api/*` paths answer 404 JSON instead.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string, uploadsDir: string) {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // An upload's name is new for every upload and never reused: its bytes never change.
    setHeaders: (res) => res.header('cache-control', IMMUTABLE),
  });

  const hasBuild = existsSync(join(webDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      wildcard: true,
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }

  if (hasBuild) {
    // The static plugin does not answer directory paths; the home page is the app shell too.
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', webDir),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const isFileOrApi = NOT_PAGES.some((prefix) => request.url.startsWith(prefix));
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (request.url === '/api' || isFileOrApi || !wantsPage || !hasBuild) {
      return sendError(
        reply,
        404,
        `Route ${request.method} ${request.url.split('?')[0]} not found`,
      );
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDir);
  });
}
