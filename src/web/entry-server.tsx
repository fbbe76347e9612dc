import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RenderPage } from '#contracts/server-render.ts';
import { setApiTransport } from '#web/lib/api-client.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { AppProviders } from './providers.tsx';
import { routes } from './routes.tsx';
import { PageHead, type PageMeta } from './ssr/page-head.tsx';
import { pageLoads } from './ssr/page-loads.ts';
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

const handler = createStaticHandler(routes);

export const renderPage: RenderPage = async (path, options) => {
  setApiTransport(options.fetch);
  const context = await handler.query(new Request(new URL(path, options.publicUrl)));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
    };
  }

  const leaf = context.matches.at(-1);
  const queryClient = createQueryClient();
  let meta = notFoundMeta;
  let status = 404;
  const load = leaf?.route.path ? pageLoads[leaf.route.path] : undefined;
  if (load) {
    const page = await load({ queryClient, params: leaf!.params, ...options });
    // A missing post is drawn as the not-found page, at the address the client will show.
    if ('notFound' in page) return renderPage(NOT_FOUND_PATH, options);
    meta = page.meta;
    status = context.statusCode;
  } else if (!isNotFoundRoute(leaf?.route.path)) {
    return { kind: 'shell' };
  }
  // Visitors' pages only; whatever the page still lacks its client fetches after hydration.
  const queries = dehydrate(queryClient);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Prerendered: waits for every lazy part (Suspense) rather than leaving it to the client.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders dehydratedState={queries}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
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
    state: serializeServerState({
      path,
      router: { loaderData: context.loaderData },
      queries,
    }),
  };
};
