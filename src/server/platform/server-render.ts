import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodeHTML } from 'entities';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { splitLocalePrefix } from '#contracts/i18n/locale-paths.ts';
import { LOCALE_DETAILS, SOURCE_LOCALE, type Locale } from '#contracts/i18n/locales.ts';
import type { PageAddress, RenderedPage, RenderPage } from '#contracts/server-render.ts';
import { cacheTags } from '../cache-invalidation.ts';
import {
  collectPageReads,
  recordPageRead,
  renderReadHeaders,
  type PageReads,
} from './page-reads.ts';
import { sendCachedAnswer } from './public-read.ts';
import { pageChunksFrom, type BuildManifest, type PageChunks } from './page-chunks.ts';
import { htmlToText } from './sanitize-html.ts';

/** The web app's server entry and the page it fills. */
export interface WebRenderer {
  /** The built `index.html`: its scripts and styles are the client's. */
  template: string;
  renderPage: RenderPage;
  pageAddress: PageAddress;
  /** The head tag naming a page's chunks; none without a build manifest. */
  pageChunks?: PageChunks;
}

/**
 * The renderer built by `vite build --ssr` beside the client build, or null when either is
 * missing (API-only runs). Loaded by path: the server never imports the web's code.
 */
export async function loadBuiltRenderer(
  webDir: string,
  ssrEntry: string,
): Promise<WebRenderer | null> {
  const templateFile = join(webDir, 'index.html');
  const manifestFile = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(templateFile) || !existsSync(ssrEntry)) return null;
  const entry = (await import(pathToFileURL(ssrEntry).href)) as Omit<WebRenderer, 'template'>;
  const template = readFileSync(templateFile, 'utf8');
  return {
    template,
    renderPage: entry.renderPage,
    pageAddress: entry.pageAddress,
    pageChunks: existsSync(manifestFile)
      ? pageChunksFrom(JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest, template)
      : undefined,
  };
}

/**
 * Reads this app's own API as a visitor would, without a socket or a cookie, and tells the
 * render under way what each answer showed (`page-reads.ts`).
 */
function visitorFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    if (init?.method && init.method !== 'GET') {
      throw new Error(`The server renderer only reads (${init.method} ${String(input)})`);
    }
    const answer = await app.inject({
      method: 'GET',
      url: String(input),
      headers: { accept: 'application/json', ...renderReadHeaders },
    });
    recordPageRead(answer.headers);
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

/** The page's `<html>` naming its language and direction, which the browser reads back. */
export function withLanguage(template: string, locale: Locale): string {
  const html = /<html\b[^>]*>/.exec(template);
  if (!html) throw new Error('The page template has no <html>');
  const attributes = html[0].slice('<html'.length, -1).replace(/\s(lang|dir)="[^"]*"/g, '');
  const tag = `<html lang="${locale}" dir="${LOCALE_DETAILS[locale].direction}"${attributes}>`;
  return template.slice(0, html.index) + tag + template.slice(html.index + html[0].length);
}

/**
 * The template with the page's language, its head in place of the defaults, the names of its
 * chunks, and its markup in the root.
 */
export function fillTemplate(
  { template, pageChunks }: Pick<WebRenderer, 'template' | 'pageChunks'>,
  page: Extract<RenderedPage, { kind: 'page' }>,
  locale: Locale,
): string {
  const withoutDefaults = DEFAULT_HEAD.reduce(
    (html, tag) => html.replace(tag, ''),
    withLanguage(template, locale),
  );
  const chunks = pageChunks?.(page.modules) ?? '';
  const withHead = insertAt(withoutDefaults, '</head>', `${chunks}${page.head}</head>`);
  return insertAt(
    withHead,
    '<div id="root"></div>',
    `<div id="root">${page.body}</div><script type="application/json" id="hearth-state">${page.state}</script>`,
  );
}

/**
 * The page with its first `marker` replaced by `content`, as it is. Not
 * `String.prototype.replace` with a string: it would expand `$'`, `` $` `` or `$&` in people's
 * text into pieces of the template.
 */
function insertAt(page: string, marker: string, content: string): string {
  const at = page.indexOf(marker);
  if (at === -1) throw new Error(`The page template has no ${marker}`);
  return page.slice(0, at) + content + page.slice(at + marker.length);
}

/** A page shows what its reads showed; view counts make it drawn again, not dropped. */
const pageTags = ({ tags }: PageReads) =>
  [...tags].map((tag) => (tag === cacheTags.views ? cacheTags.pageViews : tag));

/**
 * Answers a page address (`spa.ts`); `sendShell` answers the pages the server does not draw,
 * with the built app shell or `html`, the same in another language.
 */
export type AnswerPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  sendShell: (html?: string) => FastifyReply,
) => Promise<FastifyReply>;

const HTML = 'text/html; charset=utf-8';

const splitQuery = (url: string): [string, string] => {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
};

/**
 * Public pages with their content rendered by the web's own components, kept in the public
 * cache (decision 014): keyed by path (its language's prefix included, so each language is kept
 * apart) and the query parameters the page reads, tagged with what every API answer the render
 * read shows, so a write drops the page with the data on every process. Everyone gets the
 * visitor's HTML; a signed-in reader's copy is `private`. A page that read anything not shared
 * (an error, a missing item) and every 404, redirect and shell is answered, never kept.
 * The default language's prefix (`/en/…` where en is the default) is moved for good to the
 * address without it (decision 034).
 */
export function serverRenderedPages(app: FastifyInstance, renderer: WebRenderer): AnswerPage {
  const { defaultLocale } = app.config;
  const options = {
    fetch: visitorFetch(app),
    publicUrl: app.config.publicUrl,
    plainText: (html: string) => decodeHTML(htmlToText(html)),
    defaultLocale,
  };
  const { publicCache } = app.services;
  const shells = new Map<Locale, string>();
  const shellIn = (locale: Locale) => {
    if (!shells.has(locale)) shells.set(locale, withLanguage(renderer.template, locale));
    return shells.get(locale)!;
  };

  return async (request, reply, sendShell) => {
    const [pathname, query] = splitQuery(request.url);
    const prefix = splitLocalePrefix(pathname);
    if (prefix.locale === defaultLocale) return reply.redirect(prefix.path + query, 301);
    const locale = prefix.locale ?? defaultLocale;
    const inLanguage = { ...options, locale };
    let uncached: RenderedPage | undefined;
    const address = renderer.pageAddress(request.url);
    const kept = await publicCache.read(`page ${address}`, async () => {
      const { result: page, reads } = await collectPageReads(() =>
        renderer.renderPage(address, inLanguage),
      );
      if (page.kind !== 'page' || page.status !== 200 || !reads.shared) {
        uncached = page;
        return null;
      }
      return {
        body: fillTemplate(renderer, page, locale),
        tags: pageTags(reads),
        ttl: reads.ttl,
      };
    });
    if (kept) {
      return sendCachedAnswer(reply, kept, {
        documentType: HTML,
        variesByViewer: true,
      });
    }
    const page = uncached!;
    switch (page.kind) {
      case 'redirect':
        return reply.redirect(page.location, page.status);
      case 'shell':
        // The app shell as built is the source language's; any other is written out.
        return sendShell(locale === SOURCE_LOCALE ? undefined : shellIn(locale));
      case 'page':
        return reply
          .code(page.status)
          .type(HTML)
          .header('cache-control', 'no-cache')
          .send(fillTemplate(renderer, page, locale));
    }
  };
}
