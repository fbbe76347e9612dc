import { redirect, type RouteObject } from 'react-router';
import { AppLayout, type RouteHandle } from '#web/components/app-layout.tsx';
import {
  RequirePublisherOrAdmin,
  RequireSignedIn,
  type GuardHandle,
} from '#web/components/guards.tsx';
import { MarkInteractive } from '#web/components/mark-interactive.tsx';
import { PageLoader } from '#web/components/page-loader.tsx';
import { RouteError } from '#web/components/route-error.tsx';
import { SessionWatch } from '#web/features/auth/session-watch.tsx';

// Every page is its own chunk: `lazy` loads a page's code the first time its route matches.

const notFoundRoute = {
  lazy: async () => ({
    Component: (await import('#web/features/site/not-found-page.tsx')).NotFoundPage,
  }),
  handle: { hideFooter: true } satisfies RouteHandle,
};

/** The shell of every page, plus the session checks and the session-expired banner. */
function AppRoot() {
  return (
    <>
      <AppLayout />
      <SessionWatch />
      <MarkInteractive />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        // A failing page keeps the header and footer around its error message.
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('#web/pages/home-page.tsx')).HomePage,
            }),
          },
          {
            path: 'about',
            lazy: async () => ({
              Component: (await import('#web/features/site/about-page.tsx')).AboutPage,
            }),
          },
          {
            path: 'sign-in',
            lazy: async () => ({
              Component: (await import('#web/features/auth/sign-in-page.tsx')).SignInPage,
            }),
          },
          {
            path: 'sign-up',
            lazy: async () => ({
              Component: (await import('#web/features/auth/sign-up-page.tsx')).SignUpPage,
            }),
          },
          {
            path: 'request-password-reset',
            lazy: async () => ({
              Component: (await import('#web/features/auth/request-password-reset-page.tsx'))
                .RequestPasswordResetPage,
            }),
          },
          {
            path: 'reset-password/:userId/:token',
            lazy: async () => ({
              Component: (await import('#web/features/auth/reset-password-page.tsx'))
                .ResetPasswordPage,
            }),
          },
          {
            path: 'users/:userId/verify/:token',
            lazy: async () => ({
              Component: (await import('#web/features/auth/verify-email-page.tsx')).VerifyEmailPage,
            }),
          },
          {
            // Where Google and Facebook sign-ins end, in the popup or in this window.
            path: 'oauth/complete',
            lazy: async () => ({
              Component: (await import('#web/features/auth/oauth-complete-page.tsx'))
                .OAuthCompletePage,
            }),
            handle: { hideFooter: true } satisfies RouteHandle,
          },
          {
            path: 'posts',
            lazy: async () => ({
              Component: (await import('#web/features/posts/posts-page.tsx')).PostsPage,
            }),
          },
          {
            path: 'search',
            lazy: async () => ({
              Component: (await import('#web/features/posts/search-page.tsx')).SearchPage,
            }),
          },
          {
            path: 'post/:postSlug',
            lazy: async () => ({
              Component: (await import('#web/pages/post-page.tsx')).PostPage,
            }),
          },
          {
            path: 'stories',
            lazy: async () => ({
              Component: (await import('#web/features/stories/stories-page.tsx')).StoriesPage,
            }),
          },
          {
            // The spec's other reading of the narrative address.
            path: 'stories/:slug',
            loader: ({ params }) => redirect(`/narrative/${encodeURIComponent(params.slug ?? '')}`),
            // Never drawn (the loader redirects first); named so the router has a leaf to match.
            Component: () => null,
          },
          {
            path: 'narrative/:slug',
            lazy: async () => ({
              Component: (await import('#web/features/stories/narrative-page.tsx')).NarrativePage,
            }),
          },
          {
            path: 'donate',
            lazy: async () => ({
              Component: (await import('#web/features/donations/donate-page.tsx')).DonatePage,
            }),
          },
          {
            path: 'donate/success',
            lazy: async () => ({
              Component: (await import('#web/features/donations/donation-success-page.tsx'))
                .DonationSuccessPage,
            }),
          },
          {
            path: 'donate/:id',
            lazy: async () => ({
              Component: (await import('#web/features/donations/donation-case-page.tsx'))
                .DonationCasePage,
            }),
          },
          {
            // Outside the guards as in the spec; the page itself is for admins only.
            path: 'edit-donation/:id',
            lazy: async () => ({
              Component: (await import('#web/features/donations/edit-donation-page.tsx'))
                .EditDonationPage,
            }),
          },
          {
            path: 'profile/:username',
            lazy: async () => ({
              Component: (await import('#web/pages/profile-page.tsx')).ProfilePage,
            }),
          },
          {
            path: 'privacy-policy',
            lazy: async () => ({
              Component: (await import('#web/features/legal/privacy-policy-page.tsx'))
                .PrivacyPolicyPage,
            }),
          },
          {
            path: 'terms-conditions',
            lazy: async () => ({
              Component: (await import('#web/features/legal/terms-conditions-page.tsx'))
                .TermsConditionsPage,
            }),
          },
          {
            Component: RequireSignedIn,
            children: [
              {
                path: 'dashboard',
                lazy: async () => ({
                  Component: (await import('#web/pages/dashboard/dashboard-page.tsx'))
                    .DashboardPage,
                }),
              },
              {
                // Any signed-in user: an author who is no longer a publisher may still
                // edit their narratives (the spec's role table); the page checks ownership.
                path: 'update-narrative/:storyId',
                lazy: async () => ({
                  Component: (await import('#web/features/stories/update-narrative-page.tsx'))
                    .UpdateNarrativePage,
                }),
              },
              {
                path: 'notifications',
                lazy: async () => ({
                  Component: (await import('#web/features/notifications/notifications-page.tsx'))
                    .NotificationsPage,
                }),
              },
              // Admins' pages: they tell any other member so in place.
              {
                path: 'create-donation',
                lazy: async () => ({
                  Component: (await import('#web/features/donations/create-donation-page.tsx'))
                    .CreateDonationPage,
                }),
              },
              {
                path: 'donation-dashboard',
                lazy: async () => ({
                  Component: (await import('#web/features/donations/donation-dashboard-page.tsx'))
                    .DonationDashboardPage,
                }),
              },
            ],
          },
          {
            Component: RequirePublisherOrAdmin,
            children: [
              {
                path: 'create-post',
                lazy: async () => ({
                  Component: (await import('#web/features/posts/create-post-page.tsx'))
                    .CreatePostPage,
                }),
                handle: { publisherAction: 'write posts' } satisfies GuardHandle,
              },
              {
                path: 'update-post/:postId',
                lazy: async () => ({
                  Component: (await import('#web/features/posts/update-post-page.tsx'))
                    .UpdatePostPage,
                }),
                handle: { publisherAction: 'edit posts' } satisfies GuardHandle,
              },
              {
                path: 'create-narrative',
                lazy: async () => ({
                  Component: (await import('#web/features/stories/create-narrative-page.tsx'))
                    .CreateNarrativePage,
                }),
                handle: { publisherAction: 'share narratives' } satisfies GuardHandle,
              },
            ],
          },
          { path: 'not-found', ...notFoundRoute },
          { path: '*', ...notFoundRoute },
        ],
      },
    ],
  },
];
