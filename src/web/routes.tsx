import { useMemo, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import {
  matchRoutes,
  Navigate,
  useLocation,
  useParams,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { AppLayout, type RouteHandle } from '#web/components/app-layout.tsx';
import { lazyWithMantine } from '#web/components/deferred/lazy-with-mantine.tsx';
import {
  RequirePublisherOrAdmin,
  RequireSignedIn,
  type GuardHandle,
} from '#web/components/guards.tsx';
import { RouteError } from '#web/components/route-error.tsx';
import { lazyPage } from '#web/components/routing/lazy-page.tsx';
import { RouteHandles } from '#web/components/routing/route-handles.ts';
import type { HeaderParts } from '#web/components/site-header.tsx';
import { SessionWatch } from '#web/features/auth/session-watch.tsx';
import { NavSearch } from '#web/features/nav-search/nav-search.tsx';
import { loadPrivateStyles } from '#web/lib/private-styles.ts';

/** The page modules, by their path in `src/web` (as Vite's manifest names them too). */
const pageModules = import.meta.glob<Record<string, ComponentType>>([
  './pages/**/*-page.tsx',
  './features/**/*-page.tsx',
]);

/** What a page route says of itself: the modules it draws with, whose chunks the server names. */
export interface PageHandle {
  /** The page's module first, then Mantine's context where the page draws in it. */
  modules: string[];
  /** Loads the page's code (once); the page then draws without waiting. */
  load: () => PromiseLike<unknown>;
}

export const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && 'modules' in handle;

/** Mantine's context and theme (decision 021), as Vite's manifest names the module. */
const MANTINE_SCOPE_MODULE = 'components/mantine-scope.tsx';

interface PageOptions<Handle> {
  handle?: Handle;
  /** What else the page waits for before it draws. */
  alsoLoad?: () => Promise<unknown>;
  /** Drawn with native elements only: no Mantine context around it (decision 021). */
  withoutMantine?: boolean;
}

/**
 * A page's route parts. Every page is its own chunk, loaded the first time the page draws, and
 * `handle.modules` names it, so the server can name its chunks in the page it draws
 * (`<meta name="hearth-page-chunks">`). A page drawing Mantine components comes with Mantine's
 * context and theme around it.
 */
function routePage<Handle extends object>(
  module: string,
  component: string,
  { handle, alsoLoad, withoutMantine }: PageOptions<Handle> = {},
) {
  const importModule = pageModules[`./${module}`];
  if (!importModule) throw new Error(`No page module at src/web/${module}`);
  const { Component, load } = lazyPage(async () => {
    const [loaded, mantine] = await Promise.all([
      importModule(),
      withoutMantine ? null : import('#web/components/mantine-scope.tsx'),
      alsoLoad?.(),
    ]);
    const Page = loaded[component];
    if (!Page) throw new Error(`src/web/${module} has no ${component}`);
    return mantine ? mantine.inMantineScope(Page) : Page;
  });
  const modules = withoutMantine ? [module] : [module, MANTINE_SCOPE_MODULE];
  return { Component, handle: { ...handle, modules, load } satisfies PageHandle };
}

function page<Handle extends object>(module: string, component: string, handle?: Handle) {
  return routePage(module, component, { handle });
}

/**
 * A page only members see (never server-rendered): it also waits for the private pages'
 * stylesheet, which public pages never load (`lib/private-styles.ts`).
 */
function privatePage<Handle extends object>(module: string, component: string, handle?: Handle) {
  return routePage(module, component, { handle, alsoLoad: loadPrivateStyles });
}

const notFoundRoute = page('features/site/not-found-page.tsx', 'NotFoundPage', {
  hideFooter: true,
} satisfies RouteHandle);

/** A route that only sends the reader to another address, said by `to`. */
export interface RedirectHandle {
  redirectTo: (params: Record<string, string | undefined>) => string;
}

export const isRedirectHandle = (handle: unknown): handle is RedirectHandle =>
  typeof handle === 'object' && handle !== null && 'redirectTo' in handle;

function redirectRoute(redirectTo: RedirectHandle['redirectTo']) {
  function Redirect() {
    return <Navigate to={redirectTo(useParams())} replace />;
  }
  return { Component: Redirect, handle: { redirectTo } satisfies RedirectHandle };
}

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

/** The shell of every page, plus the session checks and the session-expired banner. */
function AppRoot() {
  return (
    <ErrorBoundary FallbackComponent={RouteError}>
      <AppLayout headerParts={headerParts} />
      <SessionWatch />
    </ErrorBoundary>
  );
}

export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    children: [
      {
        index: true,
        ...routePage('pages/home-page.tsx', 'HomePage', { withoutMantine: true }),
      },
      {
        path: 'about',
        ...page('features/site/about-page.tsx', 'AboutPage'),
      },
      {
        path: 'sign-in',
        ...page('features/auth/sign-in-page.tsx', 'SignInPage'),
      },
      {
        path: 'sign-up',
        ...page('features/auth/sign-up-page.tsx', 'SignUpPage'),
      },
      {
        path: 'request-password-reset',
        ...page('features/auth/request-password-reset-page.tsx', 'RequestPasswordResetPage'),
      },
      {
        path: 'reset-password/:userId/:token',
        ...page('features/auth/reset-password-page.tsx', 'ResetPasswordPage'),
      },
      {
        path: 'users/:userId/verify/:token',
        ...page('features/auth/verify-email-page.tsx', 'VerifyEmailPage'),
      },
      {
        path: 'users/:userId/confirm-email/:token',
        ...page('features/auth/confirm-email-change-page.tsx', 'ConfirmEmailChangePage'),
      },
      {
        path: 'users/:userId/undo-email-change/:token',
        ...page('features/auth/undo-email-change-page.tsx', 'UndoEmailChangePage'),
      },
      {
        // Where Google and Facebook sign-ins end, in the popup or in this window.
        path: 'oauth/complete',
        ...page('features/auth/oauth-complete-page.tsx', 'OAuthCompletePage', {
          hideFooter: true,
        } satisfies RouteHandle),
      },
      {
        path: 'posts',
        ...page('features/posts/posts-page.tsx', 'PostsPage'),
      },
      {
        path: 'search',
        ...page('features/posts/search-page.tsx', 'SearchPage'),
      },
      {
        path: 'post/:postSlug',
        ...page('pages/post-page.tsx', 'PostPage'),
      },
      {
        path: 'stories',
        ...page('features/stories/stories-page.tsx', 'StoriesPage'),
      },
      {
        // The spec's other reading of the narrative address.
        path: 'stories/:slug',
        ...redirectRoute(({ slug }) => `/narrative/${encodeURIComponent(slug ?? '')}`),
      },
      {
        path: 'narrative/:slug',
        ...page('features/stories/narrative-page.tsx', 'NarrativePage'),
      },
      {
        path: 'donate',
        ...page('features/donations/donate-page.tsx', 'DonatePage'),
      },
      {
        path: 'donate/success',
        ...page('features/donations/donation-success-page.tsx', 'DonationSuccessPage'),
      },
      {
        path: 'donate/:id',
        ...page('features/donations/donation-case-page.tsx', 'DonationCasePage'),
      },
      {
        // Outside the guards as in the spec; the page itself is for admins only.
        path: 'edit-donation/:id',
        ...privatePage('features/donations/edit-donation-page.tsx', 'EditDonationPage'),
      },
      {
        path: 'profile/:username',
        ...page('pages/profile-page.tsx', 'ProfilePage'),
      },
      {
        path: 'privacy-policy',
        ...page('features/legal/privacy-policy-page.tsx', 'PrivacyPolicyPage'),
      },
      {
        path: 'terms-conditions',
        ...page('features/legal/terms-conditions-page.tsx', 'TermsConditionsPage'),
      },
      {
        Component: RequireSignedIn,
        children: [
          {
            path: 'dashboard',
            ...privatePage('pages/dashboard/dashboard-page.tsx', 'DashboardPage'),
          },
          {
            // Any signed-in user: an author who is no longer a publisher may still
            // edit their narratives (the spec's role table); the page checks ownership.
            path: 'update-narrative/:storyId',
            ...privatePage('features/stories/update-narrative-page.tsx', 'UpdateNarrativePage'),
          },
          {
            path: 'notifications',
            ...privatePage('features/notifications/notifications-page.tsx', 'NotificationsPage'),
          },
          // Admins' pages: they tell any other member so in place.
          {
            path: 'create-donation',
            ...privatePage('features/donations/create-donation-page.tsx', 'CreateDonationPage'),
          },
          {
            path: 'donation-dashboard',
            ...privatePage(
              'features/donations/donation-dashboard-page.tsx',
              'DonationDashboardPage',
            ),
          },
        ],
      },
      {
        Component: PublishersOnly,
        children: [
          {
            path: 'create-post',
            ...privatePage('features/posts/create-post-page.tsx', 'CreatePostPage', {
              publisherAction: 'write posts',
            } satisfies GuardHandle),
          },
          {
            path: 'update-post/:postId',
            ...privatePage('features/posts/update-post-page.tsx', 'UpdatePostPage', {
              publisherAction: 'edit posts',
            } satisfies GuardHandle),
          },
          {
            path: 'create-narrative',
            ...privatePage('features/stories/create-narrative-page.tsx', 'CreateNarrativePage', {
              publisherAction: 'share narratives',
            } satisfies GuardHandle),
          },
        ],
      },
      { path: 'not-found', ...notFoundRoute },
      { path: '*', ...notFoundRoute },
    ],
  },
];

/** The handle of each route matching `pathname`, outermost first. */
export const routeHandlesOf = (pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.handle);

/** Loads the code of the page at `pathname`, so that its first render draws it at once. */
export const loadPageAt = (pathname: string) =>
  Promise.all(routeHandlesOf(pathname).map((handle) => isPageHandle(handle) && handle.load()));

/** The page for the address shown, with what its routes say of themselves. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const handles = useMemo(() => routeHandlesOf(pathname), [pathname]);
  return <RouteHandles value={handles}>{useRoutes(routes)}</RouteHandles>;
}
