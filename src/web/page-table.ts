import type { RouteHandle } from '#web/components/app-layout.tsx';
import type { GuardHandle } from '#web/components/guards.tsx';
import type { Namespace } from '#web/i18n/namespaces.ts';

/**
 * The one table of the app's pages: each page's address, its component, and how the server
 * draws it, its data and its head. The browser's router and the server's renderer are both built
 * from it (`routes.tsx`, `entry-server.tsx`; decision 025). Nothing here is a page's code: the
 * components load the first time their page draws, and the server parts are modules only the
 * server renderer imports, so the table costs the first load a few hundred bytes of strings.
 */

/** A page's component: the module under `src/web` and the name it exports. */
export interface PageComponent {
  module: `${'pages' | 'features'}/${string}-page.tsx`;
  component: string;
  /** Drawn with native elements only: no Mantine context around it (decision 021). */
  withoutMantine?: boolean;
  /**
   * The message namespaces it draws besides the shell's, loaded with its code so that it draws
   * at once: by default its feature's (`features/<feature>/…`). A part drawing another
   * namespace loads it when it first draws.
   */
  messages?: readonly Namespace[];
  /**
   * A page only members see: it waits for the private pages' stylesheet, which public pages
   * never load (`lib/private-styles.ts`), and the server never draws it.
   */
  private?: boolean;
}

/**
 * How the server answers a page: a module of `ssr/pages/` exporting its `serverPage` (the
 * queries its first render reads, its head, the query parameters it reads; `ssr/server-page.ts`),
 * or `'shell'`: the app shell with `index.html`'s head, the page drawn by the client (forms,
 * secret links, members' pages), which titles it itself (`usePageTitle`).
 */
export type ServerPart = `ssr/pages/${string}.ts` | 'shell';

interface PageRoute {
  /** The address, as React Router matches it: `/` is the home, `*` any address no page has. */
  path: string;
  /**
   * The layout the page sits in: `signed-in` sends visitors to sign in; `publishers` also tells
   * a member who is not a publisher who may use the page.
   */
  guard?: 'signed-in' | 'publishers';
  handle?: RouteHandle & Partial<GuardHandle>;
}

export interface PageEntry extends PageRoute {
  page: PageComponent;
  server: ServerPart;
}

/** An address that only sends the reader on: the server answers 301, the browser replaces it. */
export interface RedirectEntry extends PageRoute {
  redirectTo: (params: Record<string, string | undefined>) => string;
}

export type TableEntry = PageEntry | RedirectEntry;

export const isPageEntry = (entry: TableEntry): entry is PageEntry => 'page' in entry;

const page = (
  module: PageComponent['module'],
  component: string,
  options: Pick<PageComponent, 'withoutMantine' | 'messages'> = {},
): PageComponent => ({ module, component, ...options });

/** A members' page (see `PageComponent.private`); `scripts/check-mantine-styles.mjs` reads these. */
const privatePage = (module: PageComponent['module'], component: string): PageComponent => ({
  module,
  component,
  private: true,
});

const notFound = page('features/site/not-found-page.tsx', 'NotFoundPage', {
  messages: ['sitePages'],
});

export const pageTable: TableEntry[] = [
  {
    path: '/',
    page: page('pages/home-page.tsx', 'HomePage', { withoutMantine: true, messages: ['site'] }),
    server: 'ssr/pages/home.ts',
  },
  {
    path: '/about',
    page: page('features/site/about-page.tsx', 'AboutPage', { messages: ['sitePages'] }),
    server: 'ssr/pages/about.ts',
  },
  {
    path: '/sign-in',
    page: page('features/auth/sign-in-page.tsx', 'SignInPage'),
    server: 'shell',
  },
  {
    path: '/sign-up',
    page: page('features/auth/sign-up-page.tsx', 'SignUpPage'),
    server: 'shell',
  },
  {
    path: '/request-password-reset',
    page: page('features/auth/request-password-reset-page.tsx', 'RequestPasswordResetPage'),
    server: 'shell',
  },
  {
    path: '/reset-password/:userId/:token',
    page: page('features/auth/reset-password-page.tsx', 'ResetPasswordPage'),
    server: 'shell',
  },
  {
    path: '/users/:userId/verify/:token',
    page: page('features/auth/verify-email-page.tsx', 'VerifyEmailPage'),
    server: 'shell',
  },
  {
    path: '/users/:userId/confirm-email/:token',
    page: page('features/auth/confirm-email-change-page.tsx', 'ConfirmEmailChangePage'),
    server: 'shell',
  },
  {
    path: '/users/:userId/undo-email-change/:token',
    page: page('features/auth/undo-email-change-page.tsx', 'UndoEmailChangePage'),
    server: 'shell',
  },
  {
    // Where Google and Facebook sign-ins end, in the popup or in this window.
    path: '/oauth/complete',
    page: page('features/auth/oauth-complete-page.tsx', 'OAuthCompletePage'),
    handle: { hideFooter: true },
    server: 'shell',
  },
  {
    path: '/posts',
    page: page('features/posts/posts-page.tsx', 'PostsPage', { messages: ['posts', 'shellParts'] }),
    server: 'ssr/pages/posts.ts',
  },
  {
    path: '/search',
    page: page('features/posts/search-page.tsx', 'SearchPage', {
      messages: ['posts', 'shellParts'],
    }),
    server: 'ssr/pages/search.ts',
  },
  {
    path: '/post/:postSlug',
    page: page('pages/post-page.tsx', 'PostPage', {
      messages: ['posts', 'comments', 'users'],
    }),
    server: 'ssr/pages/post.ts',
  },
  {
    path: '/stories',
    page: page('features/stories/stories-page.tsx', 'StoriesPage', {
      messages: ['stories', 'shellParts'],
    }),
    server: 'ssr/pages/stories.ts',
  },
  {
    // The spec's other reading of the narrative address.
    path: '/stories/:slug',
    redirectTo: ({ slug }) => `/narrative/${encodeURIComponent(slug ?? '')}`,
  },
  {
    path: '/narrative/:slug',
    // Its donation case's progress bar (`components/goal-progress.tsx`) is in `donations`.
    page: page('features/stories/narrative-page.tsx', 'NarrativePage', {
      messages: ['stories', 'donations'],
    }),
    server: 'ssr/pages/narrative.ts',
  },
  {
    path: '/donate',
    page: page('features/donations/donate-page.tsx', 'DonatePage'),
    server: 'ssr/pages/donate.ts',
  },
  {
    path: '/donate/success',
    page: page('features/donations/donation-success-page.tsx', 'DonationSuccessPage'),
    server: 'shell',
  },
  {
    // The signed link in a monthly gift's receipts: no account needed.
    path: '/monthly-gift/:token',
    page: page('features/donations/monthly-gift-page.tsx', 'MonthlyGiftPage'),
    server: 'shell',
  },
  {
    path: '/donate/:id',
    page: page('features/donations/donation-case-page.tsx', 'DonationCasePage', {
      messages: ['donations', 'notifications'],
    }),
    server: 'ssr/pages/donation-case.ts',
  },
  {
    // "Send Me My Giving Record": a link by e-mail to the record of an address that gave.
    path: '/giving-record',
    page: page('features/donations/request-giving-record-page.tsx', 'RequestGivingRecordPage'),
    server: 'shell',
  },
  {
    // The mailed link: the record of its address, without an account.
    path: '/giving-record/:token',
    page: privatePage('features/donations/giving-record-page.tsx', 'GivingRecordPage'),
    server: 'shell',
  },
  {
    // Outside the guards as in the spec; the page itself is for admins only.
    path: '/edit-donation/:id',
    page: privatePage('features/donations/edit-donation-page.tsx', 'EditDonationPage'),
    server: 'shell',
  },
  {
    path: '/profile/:username',
    page: page('pages/profile-page.tsx', 'ProfilePage', {
      messages: ['users', 'shellParts', 'notifications'],
    }),
    server: 'ssr/pages/profile.ts',
  },
  {
    path: '/privacy-policy',
    page: page('features/legal/privacy-policy-page.tsx', 'PrivacyPolicyPage'),
    server: 'ssr/pages/privacy-policy.ts',
  },
  {
    path: '/terms-conditions',
    page: page('features/legal/terms-conditions-page.tsx', 'TermsConditionsPage'),
    server: 'ssr/pages/terms-conditions.ts',
  },
  {
    path: '/dashboard',
    guard: 'signed-in',
    page: privatePage('pages/dashboard/dashboard-page.tsx', 'DashboardPage'),
    server: 'shell',
  },
  {
    // Any signed-in user: an author who is no longer a publisher may still edit their
    // narratives (the spec's role table); the page checks ownership.
    path: '/update-narrative/:storyId',
    guard: 'signed-in',
    page: privatePage('features/stories/update-narrative-page.tsx', 'UpdateNarrativePage'),
    server: 'shell',
  },
  {
    path: '/notifications',
    guard: 'signed-in',
    page: privatePage('features/notifications/notifications-page.tsx', 'NotificationsPage'),
    server: 'shell',
  },
  {
    // Where every bulk mail's "choose what reaches you" leads, and, with a mailed link's token,
    // where the server sends a browser opening it (no sign-in then): one entry for the three.
    path: '/settings/notifications',
    page: privatePage('features/notifications/settings-page.tsx', 'PreferencesPage'),
    server: 'shell',
  },
  // Admins' pages: they tell any other member so in place.
  {
    path: '/create-donation',
    guard: 'signed-in',
    page: privatePage('features/donations/create-donation-page.tsx', 'CreateDonationPage'),
    server: 'shell',
  },
  {
    path: '/donation-dashboard',
    guard: 'signed-in',
    page: privatePage('features/donations/donation-dashboard-page.tsx', 'DonationDashboardPage'),
    server: 'shell',
  },
  {
    path: '/create-post',
    guard: 'publishers',
    handle: { publisherAction: 'writePosts' },
    page: privatePage('features/posts/post-editor-page.tsx', 'PostEditorPage'),
    server: 'shell',
  },
  {
    path: '/update-post/:postId',
    guard: 'publishers',
    handle: { publisherAction: 'editPosts' },
    page: privatePage('features/posts/post-editor-page.tsx', 'PostEditorPage'),
    server: 'shell',
  },
  {
    path: '/create-narrative',
    guard: 'publishers',
    handle: { publisherAction: 'shareNarratives' },
    page: privatePage('features/stories/create-narrative-page.tsx', 'CreateNarrativePage'),
    server: 'shell',
  },
  // Also what a page whose item is missing is drawn as (404).
  {
    path: '/not-found',
    page: notFound,
    handle: { hideFooter: true },
    server: 'ssr/pages/not-found.ts',
  },
  { path: '*', page: notFound, handle: { hideFooter: true }, server: 'ssr/pages/not-found.ts' },
];
