import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodeHTML } from 'entities';
import type { FastifyInstance } from 'fastify';
import type { RenderedPage, RenderPage } from '#contracts/server-render.ts';
import { htmlToText } from './sanitize-html.ts';

/** The web app's server entry and the page it fills. */
export interface WebRenderer {
  /** The built `index.html`: its scripts and styles are the client's. */
  template: string;
  renderPage: RenderPage;
}

/** The pages the server renders so far; every other page is the app shell (`spa.ts`). */
const RENDERED_ROUTES = [
  '/',
  '/posts',
  '/search',
  '/post/:postSlug',
  '/stories',
  '/narrative/:slug',
  '/donate',
  '/donate/:id',
  '/profile/:username',
  '/about',
  '/privacy-policy',
  '/terms-conditions',
];

/**
 * The renderer built by `vite build --ssr` beside the client build, or null when either is
 * missing (API-only runs). Loaded by path: the server never imports the web's code.
 */
export async function loadBuiltRenderer(
  webDir: string,
  ssrEntry: string,
): Promise<WebRenderer | null> {
  const templateFile = join(webDir, 'index.html');
  if (!existsSync(templateFile) || !existsSync(ssrEntry)) return null;
  const entry = (await import(pathToFileURL(ssrEntry).href)) as { renderPage: RenderPage };
  return { template: readFileSync(templateFile, 'utf8'), renderPage: entry.renderPage };
}

/** Reads this app's own API as a visitor would, without a socket or a cookie. */
function visitorFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    if (init?.method && init.method !== 'GET') {
      throw new Error(`The server renderer only reads (${init.method} ${String(input)})`);
    }
    const answer = await app.inject({
      method: 'GET',
      url: String(input),
      headers: { accept: 'application/json' },
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

const DEFAULT_HEAD = [
  /<title>[^<]*<\/title>\s*/,
  /<meta\s+name="description"[^>]*>\s*/,
  /<meta\s+name="robots"[^>]*>\s*/,
];

/** The template with the page's head in place of the defaults and its markup in the root. */
export function fillTemplate(
  template: string,
  page: Extract<RenderedPage, { kind: 'page' }>,
): string {
  const withoutDefaults = DEFAULT_HEAD.reduce((html, tag) => html.replace(tag, ''), template);
  return withoutDefaults
    .replace('</head>', `${page.head}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.body}</div><script type="application/json" id="hearth-state">${page.state}</script>`,
    );
}

/** Public pages answered with their content rendered by the web's own components. */
export function registerServerRendering(app: FastifyInstance, renderer: WebRenderer) {
  const options = {
    fetch: visitorFetch(app),
    publicUrl: app.config.publicUrl,
    plainText: (html: string) => decodeHTML(htmlToText(html)),
  };
  for (const url of RENDERED_ROUTES) {
    app.get(url, { schema: { hide: true } }, async (request, reply) => {
      const page = await renderer.renderPage(request.url, options);
      switch (page.kind) {
        case 'redirect':
          return reply.redirect(page.location, page.status);
        case 'shell':
          return reply
            .type('text/html')
            .header('cache-control', 'no-cache')
            .send(renderer.template);
        case 'page':
          return reply
            .code(page.status)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-cache')
            .send(fillTemplate(renderer.template, page));
      }
    });
  }
}
