import { decodeJwt } from 'jose';
import { useAppStore } from './app-store.ts';

/**
 * The client side of a session: is the stored token still good, and how a session ends. The
 * API client asks before every request; the session watch asks on start, on page loads, every 15
 * minutes and when the tab comes back. Kept free of React and of the API client so both can use it.
 */

/** localStorage flag that makes the session-expired banner show after a forced sign-out. */
export const SESSION_EXPIRED_KEY = 'sessionExpired';
/** Why the session ended, when the server said (a ban); the banner shows it instead. */
const SESSION_END_NOTICE_KEY = 'sessionEndNotice';
export const TOKEN_EXPIRED_MESSAGE = 'Token expired';
export const TOKEN_CHECK_INTERVAL_MS = 900_000;

/** Seconds since the epoch at which the token stops working, or null when it cannot be read. */
export function tokenExpiresAt(token: string | null | undefined): number | null {
  if (!token) return null;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** A missing token, one without `exp`, one past `exp`, or one that cannot be decoded. */
export function isTokenExpired(token: string | null | undefined, now = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || expiresAt * 1000 <= now;
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
 * registers the router's navigate; before that a full page load does the job.
 */
type Navigator = (path: string) => void;
let navigateTo: Navigator = (path) => window.location.assign(path);

export function setSessionNavigator(navigator: Navigator | null) {
  navigateTo = navigator ?? ((path) => window.location.assign(path));
}

/** Tells the server to end the session and clear the httpOnly cookie; failures only logged. */
function requestServerSignOut(token: string | undefined): Promise<void> {
  return fetch('/api/user/signout', {
    method: 'POST',
    credentials: 'include',
    headers: {
      accept: 'application/json',
      ...(token && !isTokenExpired(token) ? { authorization: `Bearer ${token}` } : {}),
    },
  })
    .then(() => undefined)
    .catch((error: unknown) => console.warn('Sign-out call failed', error));
}

/**
 * The session ended without the user asking: its token expired, or the server no longer accepts
 * it. Sets the banner flag, forgets the user, clears the cookie and goes to the sign-in page.
 */
export function endExpiredSession(notice?: string) {
  const { currentUser, clearSession } = useAppStore.getState();
  if (!currentUser) return;
  setSessionExpiredFlag(notice);
  clearSession();
  void requestServerSignOut(currentUser.token);
  if (window.location.pathname !== '/sign-in') navigateTo('/sign-in');
}

/** Checks the stored token and ends the session when it has expired; true when it is still good. */
export function checkSession(now = Date.now()): boolean {
  const { currentUser } = useAppStore.getState();
  if (!currentUser) return false;
  if (!isTokenExpired(currentUser.token, now)) return true;
  endExpiredSession();
  return false;
}

/** The user asked to sign out: the server ends every token of the account, the user is forgotten. */
export async function signOut(): Promise<void> {
  const { currentUser, clearSession } = useAppStore.getState();
  clearSession();
  await requestServerSignOut(currentUser?.token);
}
