import type { SessionUser } from '#contracts/users.ts';
import * as currentSession from '#contracts/current-session.endpoints.ts';
import { pathInLanguage, pathInPageLanguage } from '#web/lib/page-language.ts';
import { useAppStore } from './app-store.ts';

/**
 * The client side of a session: is it still good, and how it ends. The session itself is the
 * httpOnly cookie, which the browser sends and no script can read; the stored user keeps only
 * when it ends (`tokenExpiresAt`). The API client asks before every request; the session watch
 * asks on start, on page loads, every 15 minutes and when the tab comes back. Kept free of React
 * and of the API client so both can use it.
 */

/** localStorage flag that makes the session-expired banner show after a forced sign-out. */
export const SESSION_EXPIRED_KEY = 'sessionExpired';
/** Why the session ended, when the server said (a ban); the banner shows it instead. */
const SESSION_END_NOTICE_KEY = 'sessionEndNotice';
export const TOKEN_EXPIRED_MESSAGE = 'Token expired';
export const TOKEN_CHECK_INTERVAL_MS = 900_000;

/** No user, a user without a readable expiry (its token was missing or undecodable), or past it. */
export function isSessionExpired(
  user: Pick<SessionUser, 'tokenExpiresAt'> | null,
  now = Date.now(),
): boolean {
  const expiresAt = user?.tokenExpiresAt;
  return typeof expiresAt !== 'number' || !Number.isFinite(expiresAt) || expiresAt * 1000 <= now;
}

// The flag lives in localStorage (the spec's contract) and is mirrored to subscribers here, so
// the banner appears the moment a session ends without polling storage.
const flagListeners = new Set<() => void>();
const notifyFlag = () => flagListeners.forEach((listener) => listener());

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function isSessionExpiredFlagSet(): boolean {
  return readStorage(SESSION_EXPIRED_KEY) === 'true';
}

export function sessionEndNotice(): string | null {
  return readStorage(SESSION_END_NOTICE_KEY);
}

export function subscribeSessionExpiredFlag(listener: () => void): () => void {
  // Another tab may set or clear the flag too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_EXPIRED_KEY || event.key === null) listener();
  };
  flagListeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    flagListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function setSessionExpiredFlag(notice?: string) {
  try {
    localStorage.setItem(SESSION_EXPIRED_KEY, 'true');
    if (notice) localStorage.setItem(SESSION_END_NOTICE_KEY, notice);
    else localStorage.removeItem(SESSION_END_NOTICE_KEY);
  } catch {
    // Storage refused (private mode): the banner just does not show.
  }
  notifyFlag();
}

export function clearSessionExpiredFlag() {
  try {
    localStorage.removeItem(SESSION_EXPIRED_KEY);
    localStorage.removeItem(SESSION_END_NOTICE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  notifyFlag();
}

/**
 * Where a forced sign-out sends the browser. The session watch, which lives inside the router,
 * registers the router's navigate (its paths are within the page's language); before that a full
 * page load does the job, in the page's language (`/es/sign-in` from `/es/…`).
 */
type Navigator = (path: string) => void;
const loadPage: Navigator = (path) =>
  window.location.assign(pathInPageLanguage(path, window.location.pathname));
let navigateTo: Navigator = loadPage;

export function setSessionNavigator(navigator: Navigator | null) {
  navigateTo = navigator ?? loadPage;
}

/** Tells the server to end the cookie's session and clear the cookie; failures only logged. */
function requestServerSignOut(): Promise<void> {
  return fetch(currentSession.signOut.path, {
    method: currentSession.signOut.method,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  })
    .then(() => undefined)
    .catch((error: unknown) => console.warn('Sign-out call failed', error));
}

/**
 * The session ended without the user asking: it expired, or the server no longer accepts it. Sets the banner flag, forgets the user, clears the cookie and goes to the sign-in page.
 */
export function endExpiredSession(notice?: string) {
  const { currentUser, clearSession } = useAppStore.getState();
  if (!currentUser) return;
  setSessionExpiredFlag(notice);
  clearSession();
  void requestServerSignOut();
  if (pathInLanguage(window.location.pathname) !== '/sign-in') navigateTo('/sign-in');
}

/** Checks the session's expiry and ends it when it has passed; true when it is still good. */
export function checkSession(now = Date.now()): boolean {
  const { currentUser } = useAppStore.getState();
  if (!currentUser) return false;
  if (!isSessionExpired(currentUser, now)) return true;
  endExpiredSession();
  return false;
}

/** The user asked to sign out: the server ends every token of the account, the user is forgotten. */
export async function signOut(): Promise<void> {
  useAppStore.getState().clearSession();
  await requestServerSignOut();
}
