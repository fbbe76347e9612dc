import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import {
  matchRoutes,
  Navigate,
  useLocation,
  useParams,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { AppLayout } from '#web/components/app-layout.tsx';
import { lazyWithMantine } from '#web/components/deferred/lazy-with-mantine.tsx';
import { RequirePublisherOrAdmin, RequireSignedIn } from '#web/components/guards.tsx';
import { RouteError } from '#web/components/route-error.tsx';
import { lazyPage } from '#web/components/routing/lazy-page.tsx';
import { RouteHandles } from '#web/components/routing/route-handles.ts';
import type { HeaderParts } from '#web/components/site-header.tsx';
import { VerifyEmailReminder } from '#web/features/auth/verify-email-reminder.tsx';
import { NavSearch } from '#web/features/nav-search/nav-search.tsx';
import { loadPrivateStyles } from '#web/lib/private-styles.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import type { Locale } from '#contracts/i18n/locales.ts';
import { loadNamespaces } from '#web/i18n/messages.ts';
import { isNamespace, SHELL_NAMESPACES, type Namespace } from '#web/i18n/namespaces.ts';
import {
  isPageEntry,
  pageTable,
  type PageEntry,
  type RedirectEntry,
  type ServerPart,
  type TableEntry,
} from './page-table.ts';

/** The page modules, by their path in `src/web` (as Vite's manifest names them too). */
const pageModules = import.meta.glob<Record<string, ComponentType>>([
  './pages/**/*-page.tsx',
  './features/**/*-page.tsx',
]);

/** What a page route says of itself: the modules it draws with, whose chunks the server names. */
export interface PageHandle {
  /** The page's module first, then Mantine's context where the page draws in it. */
  modules: string[];
  /** Loads the page's code (once) and its messages in a language; it then draws at once. */
  load: (locale: Locale) => PromiseLike<unknown>;
  /** The message namespaces it loads besides the shell's. */
  namespaces: readonly Namespace[];
  /** How the server answers the page (`page-table.ts`). */
  server: ServerPart;
}

export const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && 'modules' in handle;

/** A route that only sends the reader to another address (`page-table.ts`). */
export type RedirectHandle = Pick<RedirectEntry, 'redirectTo'>;

export const isRedirectHandle = (handle: unknown): handle is RedirectHandle =>
  typeof handle === 'object' && handle !== null && 'redirectTo' in handle;

/** Mantine's context and theme (decision 021), as Vite's manifest names the module. */
const MANTINE_SCOPE_MODULE = 'components/mantine-scope.tsx';

/**
 * A page's route parts. Every page is its own chunk, loaded the first time the page draws, and
 * `handle.modules` names it, so the server can name its chunks in the page it draws
 * (`<meta name="hearth-page-chunks">`). A page drawing Mantine components comes with Mantine's
 * context and theme around it; a members' page also waits for their stylesheet.
 */
function pageParts({ page, server, handle }: PageEntry) {
  const { module, withoutMantine } = page;
  const { Component, load: loadCode } = lazyPageOf(page);
  const modules = withoutMantine ? [module] : [module, MANTINE_SCOPE_MODULE];
  const namespaces = namespacesOf(page);
  const load = async (locale: Locale) =>
    (await Promise.all([loadCode(), loadNamespaces(locale, namespaces)]))[0];
  return {
    Component,
    handle: { ...handle, modules, load, namespaces, server } satisfies PageHandle,
  };
}

/** The namespaces a page draws besides the shell's: its own list, or its feature's. */
function namespacesOf(page: PageEntry['page']): readonly Namespace[] {
  if (page.messages) return page.messages;
  const feature = /^features\/([^/]+)\//.exec(page.module)?.[1];
  return feature && isNamespace(feature) ? [feature] : [];
}

/**
 * One lazy component per page component: two addresses of one page (`/create-post` and a new
 * draft's `/update-post/{id}`) draw the same component, so moving between them keeps the page
 * and what it holds (the editor, its focus).
 */
const lazyPages = new Map<string, ReturnType<typeof lazyPage>>();

function lazyPageOf(page: PageEntry['page']) {
  const key = `${page.module}#${page.component}`;
  let lazy = lazyPages.get(key);
  if (!lazy) {
    lazy = importLazyPage(page);
    lazyPages.set(key, lazy);
  }
  return lazy;
}

function importLazyPage(page: PageEntry['page']) {
  const { module, component, withoutMantine } = page;
  const importModule = pageModules[`./${module}`];
  if (!importModule) throw new Error(`No page module at src/web/${module}`);
  return lazyPage(async () => {
    const [loaded, mantine] = await Promise.all([
      importModule(),
      withoutMantine ? null : import('#web/components/mantine-scope.tsx'),
      page.private && loadPrivateStyles(),
    ]);
    const Page = loaded[component];
    if (!Page) throw new Error(`src/web/${module} has no ${component}`);
    return mantine ? mantine.inMantineScope(Page) : Page;
  });
}

function redirectParts({ redirectTo, handle }: RedirectEntry) {
  function Redirect() {
    return <Navigate to={redirectTo(useParams())} replace />;
  }
  return { Component: Redirect, handle: { ...handle, redirectTo } satisfies RedirectHandle };
}

/** A table entry's route: `/` is the index route, other paths are relative to the root. */
function routeOf(entry: TableEntry): RouteObject {
  const parts = isPageEntry(entry) ? pageParts(entry) : redirectParts(entry);
  if (entry.path === '/') return { index: true, ...parts };
  return { path: entry.path.replace(/^\//, ''), ...parts };
}

const routesIn = (guard: TableEntry['guard']) =>
  pageTable.filter((entry) => entry.guard === guard).map(routeOf);

const headerParts: HeaderParts = {
  Search: NavSearch,
  // The bell and its live connection are a chunk of their own, fetched only for signed-in users.
  NotificationBell: lazyWithMantine(
    async () =>
      (await import('#web/features/notifications/notification-bell.tsx')).NotificationBell,
  ),
};

// Few members ever see it, so its code (and the request dialog's button) loads when they do.
const PublishersOnlyPage = lazyWithMantine(
  async () => (await import('#web/features/site/publishers-only.tsx')).PublishersOnlyPage,
);

/** Layout route of the publishers' pages: a member who is not one is told how to become one. */
function PublishersOnly() {
  return <RequirePublisherOrAdmin refusal={PublishersOnlyPage} />;
}

// The session checks and the session-expired banner draw nothing at first: their code is a chunk
// of its own, fetched once the page has hydrated, not part of its first load.
const SessionWatch = lazy(async () => ({
  default: (await import('#web/features/auth/session-watch.tsx')).SessionWatch,
}));

/**
 * The shell of every page, with the unverified member's notice, plus (once hydrated) the
 * session checks and the session-expired banner.
 */
function AppRoot() {
  const isHydrated = useHydrated();
  return (
    <ErrorBoundary FallbackComponent={RouteError}>
      <AppLayout headerParts={headerParts} Notice={VerifyEmailReminder} />
      {isHydrated && (
        <Suspense fallback={null}>
          <SessionWatch />
        </Suspense>
      )}
    </ErrorBoundary>
  );
}

/** The app's routes, built from the page table: every page sits in the app's shell. */
export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    children: [
      ...routesIn(undefined),
      { Component: RequireSignedIn, children: routesIn('signed-in') },
      { Component: PublishersOnly, children: routesIn('publishers') },
    ],
  },
];

/** The handle of each route matching `pathname`, outermost first. */
export const routeHandlesOf = (pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.handle);

/**
 * Loads the code of the page at `pathname` and its messages in `locale` (the shell's too), so
 * that its first render draws it at once.
 */
export const loadPageAt = (pathname: string, locale: Locale) =>
  Promise.all([
    loadNamespaces(locale, SHELL_NAMESPACES),
    ...routeHandlesOf(pathname).map((handle) => isPageHandle(handle) && handle.load(locale)),
  ]);

/** The page for the address shown, with what its routes say of themselves. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const handles = useMemo(() => routeHandlesOf(pathname), [pathname]);
  return <RouteHandles value={handles}>{useRoutes(routes)}</RouteHandles>;
}
