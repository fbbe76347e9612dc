import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadBuiltFiles } from './built-files.ts';
import { sendError } from './errors.ts';
import { sendCachedAnswer } from './public-read.ts';
import type { AnswerPage } from './server-render.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths under these prefixes are API calls or files: a miss is a 404, never the app shell. */
const NOT_PAGES = ['/api/', '/uploads/', '/assets/'];

const isPage = (url: string) =>
  url.split('?')[0] !== '/api' && !NOT_PAGES.some((prefix) => url.startsWith(prefix));

/**
 * Serves uploads and the built web app: uploads and hashed assets cached for a year (the assets
 * from memory, `built-files.ts`), and every other address that is not a file nor the API a
 * page: the server's rendering (`answerPage`) when there is one, else the app shell,
 * `index.html`, revalidated on every load. Unknown `/api/*` paths answer 404 JSON.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string,
  uploadsDir: string,
  answerPage?: AnswerPage,
) {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // An upload's name is new for every upload and never reused: its bytes never change. A PDF
    // (a disbursement's evidence) is a download, never a document the browser opens in the page.
    setHeaders: (res, path) => {
      res.header('cache-control', IMMUTABLE);
      if (path.endsWith('.pdf')) res.header('content-disposition', 'attachment');
    },
  });

  const hasBuild = existsSync(join(webDir, 'index.html'));
  if (hasBuild) {
    // The hashed files from memory, each its own route, answered by the fast path once sent.
    const builtFiles = loadBuiltFiles(webDir);
    for (const [address, { answer, type }] of builtFiles) {
      app.get(address, { schema: { hide: true } }, (_request, reply) =>
        sendCachedAnswer(reply, answer, {
          documentType: type,
          cacheControl: IMMUTABLE,
          lasting: true,
        }),
      );
    }
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      globIgnore: [...builtFiles.keys()].map((address) => address.slice(1)),
      // A route per built file, found at start-up: a page address is never looked up on disk.
      wildcard: false,
      // The build's brotli and gzip copies (vite.config.ts), sent as they are.
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }

  /** The built `index.html`, or the same page in another language (`html`). */
  const sendShell = (reply: FastifyReply, html?: string) =>
    html === undefined
      ? reply.header('cache-control', 'no-cache').sendFile('index.html', webDir)
      : reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendError(reply, 404, `Route ${request.method} ${request.url.split('?')[0]} not found`);

  if (hasBuild || answerPage) {
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (!isPage(request.url)) return notFound(request, reply);
      const shell = (html?: string) =>
        hasBuild ? sendShell(reply, html) : notFound(request, reply);
      return answerPage ? answerPage(request, reply, shell) : shell();
    });
  }
  app.setNotFoundHandler(notFound);
}
