import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SessionUser } from '#contracts/users.ts';
import { sessionRoles } from '#web/lib/actor.ts';
import { tokenExpiry } from './token-expiry.ts';

export type ThemeName = 'light' | 'dark';

export interface AppState {
  /** The scheme drawn: the reader's choice, else their system's (`prefers-color-scheme`). */
  theme: ThemeName;
  /** Whether the reader chose `theme`; until then it follows the system's scheme as it changes. */
  themeChosen: boolean;
  currentUser: SessionUser | null;
  setTheme: (theme: ThemeName) => void;
  toggleTheme: () => void;
  setCurrentUser: (user: SessionUser | null) => void;
  clearSession: () => void;
}

/**
 * What the store keeps of a signed-in user: the session fields only. The server's user also
 * carries follower and following ids (up to 2,000 of them), which have no place in localStorage.
 */
const sessionFields = (user: SessionUser): SessionUser => ({
  _id: user._id,
  username: user.username,
  email: user.email,
  profilePicture: user.profilePicture,
  ...sessionRoles(user),
  verified: user.verified,
  tokenExpiresAt: user.tokenExpiresAt,
  createdAt: user.createdAt,
  locale: user.locale ?? null,
});

/** localStorage key of the persisted state; `index.html`'s inline script reads the theme from it. */
export const APP_STORE_KEY = 'root';

/**
 * Versions before cookie-only sessions stored the session token with the user. Such a user stays
 * signed in (the cookie holds the session) and is stored again with only its token's expiry,
 * before the store reads it, so no script finds a token in localStorage.
 */
function forgetStoredToken() {
  try {
    const raw = localStorage.getItem(APP_STORE_KEY);
    const stored = raw
      ? (JSON.parse(raw) as { state?: { currentUser?: Record<string, unknown> | null } })
      : null;
    const user = stored?.state?.currentUser;
    if (!stored?.state || !user || !('token' in user)) return;
    const { token, ...rest } = user;
    const tokenExpiresAt = tokenExpiry(typeof token === 'string' ? token : null) ?? 0;
    stored.state.currentUser = { ...rest, tokenExpiresAt };
    localStorage.setItem(APP_STORE_KEY, JSON.stringify(stored));
  } catch {
    // Unreadable or refused storage: the store starts without it, as it would anyway.
  }
}

if (typeof window !== 'undefined') forgetStoredToken();

const systemDark = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches;
const systemScheme = (): ThemeName => (systemDark() ? 'dark' : 'light');

type StoredState = Partial<Pick<AppState, 'theme' | 'themeChosen' | 'currentUser'>>;

/**
 * The stored state over the defaults. A theme stored before `themeChosen` existed was chosen if
 * it was dark (light was the default); an unchosen one is the system's now, not when stored.
 * `index.html`'s inline script decides the same way before the first paint.
 */
function mergeStored(stored: unknown, current: AppState): AppState {
  const saved = (stored ?? {}) as StoredState;
  const themeChosen = saved.themeChosen ?? saved.theme === 'dark';
  const theme = themeChosen && saved.theme ? saved.theme : systemScheme();
  return { ...current, ...saved, themeChosen, theme };
}

/**
 * Client state that outlives a reload. localStorage is synchronous, so the store is hydrated
 * before the first render: the app never draws with a default theme or a missing user.
 */
export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      theme: systemScheme(),
      themeChosen: false,
      currentUser: null,
      setTheme: (theme) => set({ theme, themeChosen: true }),
      toggleTheme: () =>
        set((state) => ({ theme: state.theme === 'dark' ? 'light' : 'dark', themeChosen: true })),
      setCurrentUser: (currentUser) =>
        set({ currentUser: currentUser && sessionFields(currentUser) }),
      clearSession: () => set({ currentUser: null }),
    }),
    {
      name: APP_STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ theme, themeChosen, currentUser }) => ({ theme, themeChosen, currentUser }),
      merge: mergeStored,
    },
  ),
);

// Keep tabs in step: a sign-in, sign-out or theme change in one tab shows in the others.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === APP_STORE_KEY) void useAppStore.persist.rehydrate();
  });
  // A reader who has not chosen follows their system as it changes (a scheduled dark mode).
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', (query) => {
    if (!useAppStore.getState().themeChosen) {
      useAppStore.setState({ theme: query.matches ? 'dark' : 'light' });
    }
  });
}
