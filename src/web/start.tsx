/**
 * The app: hydrates the page the server drew, or draws a page the server left to the client.
 * Loaded by `main.tsx` once the server's page is on screen.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerServiceWorkerOnLoad } from './features/notifications/service-worker-registration.ts';
import { AppRouter } from './components/routing/app-router.tsx';
import { documentLocale } from './i18n/locale.tsx';
import { loadNamespaces } from './i18n/messages.ts';
import { SHELL_NAMESPACES } from './i18n/namespaces.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes, loadPageAt } from './routes.tsx';
import { readServerState } from './ssr/server-state.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';

async function start(container: HTMLElement) {
  const serverState = readServerState();
  const locale = documentLocale();
  // The page's language prefix (`/es/…`), kept by every link; the default language has none.
  const { pathname } = window.location;
  const prefix = `/${locale}`;
  const basename = pathname === prefix || pathname.startsWith(`${prefix}/`) ? prefix : undefined;
  if (!serverState) {
    // The messages every page draws, before the first render: no page shows a loader for them.
    await loadNamespaces(locale, SHELL_NAMESPACES);
    createRoot(container).render(
      <StrictMode>
        <AppProviders locale={locale}>
          <AppRouter basename={basename}>
            <AppRoutes />
          </AppRouter>
        </AppProviders>
      </StrictMode>,
    );
    return;
  }

  // A page drawn for another address (a missing post is drawn as /not-found) shows that address.
  // The query string stays the reader's: the page was drawn from the parameters it reads.
  if (window.location.pathname !== new URL(serverState.path, window.location.href).pathname) {
    window.history.replaceState(window.history.state, '', serverState.path);
  }
  // Each step is a task of its own: together they held a phone's main thread for one long task.
  await yieldToBrowser();
  // The page's code first, so hydration draws the page the server drew rather than a loader.
  const shown = window.location.pathname;
  await loadPageAt(basename ? shown.slice(prefix.length) || '/' : shown, locale);
  await yieldToBrowser();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: a tap or a key press is answered while it runs.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <AppProviders locale={locale} dehydratedState={serverState.queries}>
          <AppRouter basename={basename}>
            <AppRoutes />
          </AppRouter>
        </AppProviders>
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// The push worker's check is a task of its own too, after the page has started.
void start(container).then(yieldToBrowser).then(registerServiceWorkerOnLoad);
