import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { useMessages } from '#web/i18n/use-messages.ts';
import classes from './app-layout.module.css';
import { MarkInteractive } from './mark-interactive.tsx';
import { PageLoader } from './page-loader.tsx';
import { RouteError } from './route-error.tsx';
import { useRouteHandle } from './routing/route-handles.ts';
import { isFocusHeading, isSamePage } from './routing/same-page.ts';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader, type HeaderParts } from './site-header.tsx';
import { useFocusRescue } from './focus-return.ts';

/** Per-route options read by the layout, set in `handle` of the route table. */
export interface RouteHandle {
  /** The 404 page draws its own night sky to the bottom edge: no footer. */
  hideFooter?: boolean;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'hideFooter' in handle;
}

/**
 * On every page change: back to the top, and keyboard and screen-reader focus moves to the new
 * content (not on the first load, where focus should start at the top of the document, nor
 * when the page only takes a new address, `same-page.ts`).
 */
function usePageChangeFocus(main: React.RefObject<HTMLElement | null>) {
  const { pathname, state } = useLocation();
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (isSamePage(state)) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    main.current?.focus({ preventScroll: true });
    if (isFocusHeading(state) && main.current) return focusHeadingWhenShown(main.current);
  }, [pathname, state, main]);
}

/** Moves focus to the page's h1 once it draws (a page may wait for its data); gives up after 10 s. */
function focusHeadingWhenShown(main: HTMLElement) {
  const focusHeading = () => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return true;
  };
  if (focusHeading()) return;
  const watch = new MutationObserver(() => {
    if (focusHeading()) stop();
  });
  const timer = window.setTimeout(() => stop(), 10_000);
  const stop = () => {
    watch.disconnect();
    window.clearTimeout(timer);
  };
  watch.observe(main, { childList: true, subtree: true });
  return stop;
}

export function AppLayout({
  headerParts,
  Notice,
}: {
  headerParts: HeaderParts;
  /** What the signed-in member must be told on every page, between the header and the page. */
  Notice?: ComponentType;
}) {
  const t = useMessages('shell');
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const hideFooter = useRouteHandle(isRouteHandle)?.hideFooter;
  usePageChangeFocus(mainRef);
  useFocusRescue(mainRef);

  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <SiteHeader parts={headerParts} />
      {Notice && <Notice />}
      <main id="main-content" ref={mainRef} tabIndex={-1} className={classes.main}>
        {/* A failing page keeps the header and footer around its error message. */}
        <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            <MarkInteractive />
          </Suspense>
        </ErrorBoundary>
      </main>
      {!hideFooter && <SiteFooter />}
      <ScrollToTopButton />
    </div>
  );
}
