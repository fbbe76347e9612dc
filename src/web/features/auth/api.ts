import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import * as currentSession from '#contracts/current-session.endpoints.ts';
import type { SessionUser, SessionUserResponse, SignInResponse } from '#contracts/users.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { tokenExpiry } from '#web/state/token-expiry.ts';
import { call } from '#web/lib/api-client.ts';

/** The signed-in session: the user kept in the store, its renewal and its check. */

// Signing in and up, password resets, e-mail links and social sign-in are in `api-sign-in.ts`,
// two-step sign-in in `api-second-factor.ts`, imported by the pages that use them only: this
// module is on every page, and the home page's script budget is tight.

/**
 * The user to keep in the store: the answer without its status fields and without the token,
 * whose expiry is read once and kept instead (the session itself is the httpOnly cookie).
 */
export function toSessionUser(answer: SessionUserResponse | SignInResponse): SessionUser {
  const { token, success: _success, message: _message, ...user } = answer as SignInResponse;
  return { ...user, tokenExpiresAt: tokenExpiry(token) ?? 0 };
}

/** A 401 here ends the session through the API client: the server ended it meanwhile. */
export const validateSession = () => call(currentSession.validateToken);

/** The user the session cookie belongs to; the server renews the cookie with a fresh token. */
export const fetchSessionUser = async () =>
  toSessionUser(await call(currentSession.refreshSession));

/** After a Google or Facebook sign-in: the cookie the server set is the only proof, so ask. */
export async function loadSessionUser(): Promise<SessionUser> {
  const user = await fetchSessionUser();
  useAppStore.getState().setCurrentUser(user);
  return user;
}

/**
 * Replaces the stored user with the server's copy and the fresh token's expiry, unless the
 * session ended or changed hands while the call was out.
 */
export async function refreshCurrentUser(): Promise<void> {
  const user = await fetchSessionUser();
  const { currentUser, setCurrentUser } = useAppStore.getState();
  if (currentUser?._id === user._id) setCurrentUser(user);
}

/**
 * Whatever was cached for one account must not show to the next visitor of this tab; the
 * queries still on screen load again as the new visitor (one may have been refused with
 * 'Token expired' while the session ended).
 */
export function useCacheFollowsAccount(userId: string | null) {
  const queryClient = useQueryClient();
  const previousUserId = useRef(userId);
  useEffect(() => {
    if (previousUserId.current && previousUserId.current !== userId) {
      void queryClient.resetQueries();
    }
    previousUserId.current = userId;
  }, [userId, queryClient]);
}
