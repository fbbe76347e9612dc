import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import { matchRoutes, StaticRouter } from 'react-router';
import { localeBasename, localizedPath, splitLocalePrefix } from '#contracts/i18n/locale-paths.ts';
import { SOURCE_LOCALE } from '#contracts/i18n/locales.ts';
import type { PageAddress, RenderPage } from '#contracts/server-render.ts';
import { setApiTransport } from '#web/lib/api-client.ts';
import { catalogModules, loadNamespaces, translatorOf } from '#web/i18n/messages.ts';
import { formatsFor } from '#web/lib/format.ts';
import { SHELL_NAMESPACES } from '#web/i18n/namespaces.ts';
import { PlainTextContext } from '#web/lib/plain-text.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes, isPageHandle, isRedirectHandle, loadPageAt, routes } from './routes.tsx';
import { loadLayout } from './ssr/layout-load.ts';
import { PageHead } from './ssr/page-head.tsx';
import { LOADED, type ServerPage } from './ssr/server-page.ts';
import { serverPageOf } from './ssr/server-pages.ts';
import { serializeServerState } from './ssr/server-state.ts';

/**
 * The server's way into the web app (built by `vite build --ssr` into `dist/web-ssr/`): the
 * same routes and components as the browser, rendered to HTML for a visitor. What it draws of
 * each page, its data and its head, is the page table's (`page-table.ts`).
 */

/** Where a page whose item is missing is drawn (404). */
const NOT_FOUND_PATH = '/not-found';

/**
 * The server part of the page at a path. Matching ranks every route on each call (about half a
 * millisecond, more than serving a cached page), so paths are remembered; the memory is bounded
 * by starting afresh past 10,000 of them.
 */
const serverPages = new Map<string, ServerPage<unknown> | undefined>();
function serverPageAt(pathname: string) {
  if (serverPages.has(pathname)) return serverPages.get(pathname);
  if (serverPages.size >= 10_000) serverPages.clear();
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle;
  const page = isPageHandle(handle) ? serverPageOf(handle.server) : undefined;
  serverPages.set(pathname, page);
  return page;
}

export const pageAddress: PageAddress = (path) => {
  const url = new URL(path, 'http://page.invalid');
  const { locale, path: pathname } = splitLocalePrefix(url.pathname);
  const page = serverPageAt(pathname);
  if (!page) return path;
  const read = page.queryParameters ?? [];
  const kept = [...url.searchParams].filter(([name]) => read.includes(name));
  const query = new URLSearchParams(kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const prefixed = locale ? `/${locale}${pathname === '/' ? '' : pathname}` : pathname;
  return query.size > 0 ? `${prefixed}?${query}` : prefixed;
};

export const renderPage: RenderPage = async (path, options) => {
  setApiTransport(options.fetch);
  const url = new URL(path, options.publicUrl);
  const locale = options.locale ?? SOURCE_LOCALE;
  const defaultLocale = options.defaultLocale ?? SOURCE_LOCALE;
  // The page's own path; its language's prefix stays on every link it draws (`basename`).
  const basename = localeBasename(locale, defaultLocale);
  const pathname = basename ? splitLocalePrefix(url.pathname).path : url.pathname;
  const inLanguage = (to: string) => localizedPath(to, locale, defaultLocale);
  const matches = matchRoutes(routes, pathname) ?? [];
  const leaf = matches.at(-1);
  if (isRedirectHandle(leaf?.route.handle)) {
    return {
      kind: 'redirect',
      status: 301,
      location: inLanguage(leaf.route.handle.redirectTo(leaf.params)),
    };
  }
  const page = leaf && serverPageAt(pathname);
  if (!page) return { kind: 'shell' };

  const queryClient = createQueryClient();
  const context = { params: leaf.params, searchParams: url.searchParams, ...options };
  const [loaded] = await Promise.all([
    page.load?.({ queryClient, ...context }) ?? LOADED,
    loadLayout(queryClient),
  ]);
  // A missing post is drawn as the not-found page, at the address the client will show.
  if ('notFound' in loaded) return renderPage(inLanguage(NOT_FOUND_PATH), options);
  if ('redirect' in loaded) {
    return { kind: 'redirect', status: 301, location: inLanguage(loaded.redirect) };
  }
  // The head's own words (titles, descriptions) in the page's language; user content as written.
  // The page's module and namespaces first: a head may name what the page names (a category).
  await Promise.all([
    loadNamespaces(locale, ['heads', ...SHELL_NAMESPACES]),
    loadPageAt(pathname, locale),
  ]);
  const meta = page.head({
    ...context,
    found: loaded.found,
    locale,
    t: translatorOf(locale),
    format: formatsFor(locale),
  });
  // Visitors' pages only; whatever the page still lacks its client fetches after hydration.
  const queries = dehydrate(queryClient);
  // Prerendered: waits for every lazy part (Suspense) rather than leaving it to the client.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PlainTextContext value={options.plainText}>
        <AppProviders locale={locale} dehydratedState={queries}>
          <StaticRouter location={url} basename={basename || undefined}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </PlainTextContext>
    </StrictMode>,
    // One piece, in order: no boundary is sent apart and moved by an inline script (the CSP
    // refuses inline scripts).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const body = await text(prelude);
  const pageHandles = matches.map(({ route }) => route.handle).filter(isPageHandle);
  return {
    kind: 'page',
    status: page.status ?? 200,
    head: renderToStaticMarkup(
      <PageHead
        meta={meta}
        publicUrl={options.publicUrl}
        locale={locale}
        defaultLocale={defaultLocale}
      />,
    ),
    body,
    state: serializeServerState({ path, queries }),
    modules: [
      ...pageHandles.flatMap((handle) => handle.modules),
      ...catalogModules(locale, [
        ...SHELL_NAMESPACES,
        ...pageHandles.flatMap((handle) => handle.namespaces),
      ]),
    ],
  };
};
