import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import { matchRoutes, StaticRouter } from 'react-router';
import type { PageAddress, RenderPage } from '#contracts/server-render.ts';
import { setApiTransport } from '#web/lib/api-client.ts';
import { PlainTextContext } from '#web/lib/plain-text.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes, isPageHandle, isRedirectHandle, loadPageAt, routes } from './routes.tsx';
import { PageHead, type PageMeta } from './ssr/page-head.tsx';
import { loadLayout } from './ssr/loads/layout.ts';
import { HOME_ROUTE, pageLoads, pageQueryParameters } from './ssr/page-loads.ts';
import { serializeServerState } from './ssr/server-state.ts';

/**
 * The server's way into the web app (built by `vite build --ssr` into `dist/web-ssr/`): the
 * same routes and components as the browser, rendered to HTML for a visitor.
 */

const NOT_FOUND_PATH = '/not-found';
const notFoundMeta: PageMeta = {
  title: 'Page not found',
  description: 'There is no page at this address.',
  path: NOT_FOUND_PATH,
  noindex: true,
};

const isNotFoundRoute = (routePath: string | undefined) =>
  routePath === '*' || routePath === NOT_FOUND_PATH.slice(1);

/** A route's key in `pageLoads`: its path, or the home's for the index route. */
const loadKey = (route: { index?: boolean; path?: string } | undefined) =>
  route?.index ? HOME_ROUTE : route?.path;

/**
 * A path's page load key. Matching ranks every route on each call (about half a millisecond,
 * more than serving a cached page), so paths are remembered; the memory is bounded by starting
 * afresh past 10,000 of them.
 */
const pageKeys = new Map<string, string | undefined>();
function pageKeyOf(pathname: string) {
  if (pageKeys.has(pathname)) return pageKeys.get(pathname);
  if (pageKeys.size >= 10_000) pageKeys.clear();
  const key = loadKey(matchRoutes(routes, pathname)?.at(-1)?.route);
  const pageKey = key && pageLoads[key] ? key : undefined;
  pageKeys.set(pathname, pageKey);
  return pageKey;
}

export const pageAddress: PageAddress = (path) => {
  const url = new URL(path, 'http://page.invalid');
  const key = pageKeyOf(url.pathname);
  if (!key) return path;
  const read = pageQueryParameters[key] ?? [];
  const kept = [...url.searchParams].filter(([name]) => read.includes(name));
  const query = new URLSearchParams(kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return query.size > 0 ? `${url.pathname}?${query}` : url.pathname;
};

export const renderPage: RenderPage = async (path, options) => {
  setApiTransport(options.fetch);
  const url = new URL(path, options.publicUrl);
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const leaf = matches.at(-1);
  if (isRedirectHandle(leaf?.route.handle)) {
    return { kind: 'redirect', status: 301, location: leaf.route.handle.redirectTo(leaf.params) };
  }

  const queryClient = createQueryClient();
  let meta = notFoundMeta;
  let status = 404;
  const key = loadKey(leaf?.route);
  const load = key ? pageLoads[key] : undefined;
  if (load) {
    const [page] = await Promise.all([
      load({ queryClient, params: leaf!.params, searchParams: url.searchParams, ...options }),
      loadLayout(queryClient),
    ]);
    // A missing post is drawn as the not-found page, at the address the client will show.
    if ('notFound' in page) return renderPage(NOT_FOUND_PATH, options);
    if ('redirect' in page) return { kind: 'redirect', status: 301, location: page.redirect };
    meta = page.meta;
    status = 200;
  } else if (isNotFoundRoute(leaf?.route.path)) {
    await loadLayout(queryClient);
  } else {
    return { kind: 'shell' };
  }
  // Visitors' pages only; whatever the page still lacks its client fetches after hydration.
  const queries = dehydrate(queryClient);
  await loadPageAt(url.pathname);
  // Prerendered: waits for every lazy part (Suspense) rather than leaving it to the client.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PlainTextContext value={options.plainText}>
        <AppProviders dehydratedState={queries}>
          <StaticRouter location={url}>
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
  return {
    kind: 'page',
    status,
    head: renderToStaticMarkup(<PageHead meta={meta} publicUrl={options.publicUrl} />),
    body,
    state: serializeServerState({ path, queries }),
    modules: matches.flatMap(({ route }) =>
      isPageHandle(route.handle) ? route.handle.modules : [],
    ),
  };
};
