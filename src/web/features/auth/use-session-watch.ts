import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppStore } from '#web/state/app-store.ts';
import { refreshCurrentUser, useCacheFollowsAccount, validateSession } from './api.ts';
import { checkSession, setSessionNavigator, TOKEN_CHECK_INTERVAL_MS } from '#web/state/session.ts';

/** setTimeout's largest delay (about 24.8 days); longer waits are left to the other checks. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Keeps the session honest while the app runs: its expiry is checked at start, on every page
 * change, every 15 minutes, when the tab becomes visible again (with a server-side validation)
 * and at the moment it expires. At start the user and the cookie's token are refreshed.
 */
export function useSessionWatch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const userId = useAppStore((state) => state.currentUser?._id ?? null);
  const expiresAt = useAppStore((state) => state.currentUser?.tokenExpiresAt ?? null);

  useEffect(() => {
    setSessionNavigator((path) => void navigate(path));
    return () => setSessionNavigator(null);
  }, [navigate]);

  useEffect(() => {
    // App start: an expired session ends here; a good one gets fresh user data and token.
    if (!checkSession()) return;
    refreshCurrentUser().catch((error: unknown) => console.warn('User refresh failed', error));
  }, []);

  useEffect(() => {
    checkSession();
  }, [pathname]);

  useEffect(() => {
    const timer = window.setInterval(() => checkSession(), TOKEN_CHECK_INTERVAL_MS);
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'visible' || !checkSession()) return;
      // The server may have ended the session meanwhile (a 401 here signs out via the client).
      validateSession().catch((error: unknown) => console.warn('Token validation failed', error));
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, []);

  useEffect(() => {
    if (expiresAt === null) return;
    const delay = expiresAt * 1000 - Date.now();
    if (delay > MAX_TIMER_MS) return;
    const timer = window.setTimeout(() => checkSession(), Math.max(0, delay) + 250);
    return () => window.clearTimeout(timer);
  }, [expiresAt]);

  useCacheFollowsAccount(userId);
}
