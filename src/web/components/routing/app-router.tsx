import {
  createContext,
  use,
  useLayoutEffect,
  useMemo,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import {
  NavigationType,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Navigator,
  type To,
} from 'react-router';
import { leaveFor, mustAskToLeaveFor } from './leave-guard.ts';

const NavigatingContext = createContext(false);

/** True while the next page's code is on its way and the page left is still shown. */
export const useIsNavigating = () => use(NavigatingContext);

const pathnameOf = (to: To) =>
  new URL(typeof to === 'string' ? to : (to.pathname ?? ''), window.location.href).pathname;

/**
 * The browser's router (React Router in declarative mode; decision 020). Like its
 * `BrowserRouter`, every page change is a transition, so the page left stays on screen until
 * the next one can draw. It also tells the header while that lasts, and lets a page with unsaved
 * changes ask before it is left (`leave-guard.ts`), by link or by the back button. Under another
 * language than the default its `basename` is the language's prefix (`/es`): every link stays in
 * the language (decision 034).
 */
export function AppRouter({ basename, children }: { basename?: string; children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [shown, setShown] = useState({ action: history.action, location: history.location });
  const [isNavigating, startTransition] = useTransition();

  useLayoutEffect(() => {
    let undoing = false;
    return history.listen(({ action, location, delta }) => {
      // The entry the back button left, restored below: the page never changed.
      if (undoing) {
        undoing = false;
        return;
      }
      if (action === NavigationType.Pop && delta && mustAskToLeaveFor(location.pathname)) {
        undoing = true;
        window.history.go(-delta);
        leaveFor(location.pathname, () => window.history.go(delta));
        return;
      }
      startTransition(() => setShown({ action, location }));
    });
  }, [history]);

  const navigator = useMemo<Navigator>(
    () => ({
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, state) => leaveFor(pathnameOf(to), () => history.push(to, state)),
      replace: (to, state) => leaveFor(pathnameOf(to), () => history.replace(to, state)),
    }),
    [history],
  );

  return (
    <NavigatingContext value={isNavigating}>
      <Router
        basename={basename}
        location={shown.location}
        navigationType={shown.action}
        navigator={navigator}
      >
        {children}
      </Router>
    </NavigatingContext>
  );
}
