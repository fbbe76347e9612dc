import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SessionUser } from '#contracts/users.ts';
import { sessionRoles } from '#web/lib/actor.ts';
import { tokenExpiry } from './token-expiry.ts';

export type ThemeName = 'light' | 'dark';

export interface AppState {
  theme: ThemeName;
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

/**
 * Client state that outlives a reload. localStorage is synchronous, so the store is hydrated
 * before the first render: the app never draws with a default theme or a missing user.
 */
export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      theme: 'light',
      currentUser: null,
      setTheme: (theme) => set({ theme }),
      toggleTheme: () => set((state) => ({ theme: state.theme === 'dark' ? 'light' : 'dark' })),
      setCurrentUser: (currentUser) =>
        set({ currentUser: currentUser && sessionFields(currentUser) }),
      clearSession: () => set({ currentUser: null }),
    }),
    {
      name: APP_STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ theme, currentUser }) => ({ theme, currentUser }),
    },
  ),
);

// Keep tabs in step: a sign-in, sign-out or theme change in one tab shows in the others.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === APP_STORE_KEY) void useAppStore.persist.rehydrate();
  });
}
