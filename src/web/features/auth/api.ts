import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type {
  OAuthProvidersResponse,
  RequestPasswordResetInput,
  SignInInput,
  SignUpInput,
} from '#contracts/auth.ts';
import * as auth from '#contracts/auth.endpoints.ts';
import type { SessionUser, SessionUserResponse, SignInResponse } from '#contracts/users.ts';
import * as users from '#contracts/users.endpoints.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { tokenExpiry } from '#web/state/token-expiry.ts';
import { call } from '#web/lib/api-client.ts';

/** Signing in and up, password resets, e-mail verification, social sign-in and the session. */

// Two-step sign-in's hooks are in `api-second-factor.ts`, imported by the pages that use them
// only: this module is on every page, and the home page's script budget is tight.

export type OAuthProvider = OAuthProvidersResponse['providers'][number];
export type OAuthMode = 'popup' | 'redirect';

export const authKeys = {
  providers: ['auth', 'providers'] as const,
  verification: (userId: string, token: string) => ['auth', 'verify', userId, token] as const,
};

/**
 * The user to keep in the store: the answer without its status fields and without the token,
 * whose expiry is read once and kept instead (the session itself is the httpOnly cookie).
 */
export function toSessionUser(answer: SessionUserResponse | SignInResponse): SessionUser {
  const { token, success: _success, message: _message, ...user } = answer as SignInResponse;
  return { ...user, tokenExpiresAt: tokenExpiry(token) ?? 0 };
}

export const signIn = (body: SignInInput) => call(auth.signIn, { body });

export const signUp = (body: SignUpInput) => call(auth.signUp, { body });

export const requestPasswordReset = (body: RequestPasswordResetInput) =>
  call(auth.requestPasswordReset, { body });

export const resetPassword = (userId: string, token: string, newPassword: string) =>
  call(auth.resetPassword, { params: { userId, token }, body: { newPassword } });

export const verifyEmail = (userId: string, token: string) =>
  call(auth.verifyEmail, { params: { userId, token } });

export const fetchOAuthProviders = (signal?: AbortSignal) => call(auth.providers, { signal });

/** With `link`, the signed-in member adds the provider to their own account. */
export const oauthStartUrl = (
  provider: OAuthProvider,
  mode: OAuthMode,
  intent: 'sign-in' | 'link' = 'sign-in',
) => `/api/auth/oauth/${provider}/start?mode=${mode}${intent === 'link' ? '&intent=link' : ''}`;

export const OAUTH_PROVIDER_LABELS: Record<OAuthProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
};

/** A 401 here ends the session through the API client: the server ended it meanwhile. */
export const validateSession = () => call(users.validateToken);

/** The user the session cookie belongs to; the server renews the cookie with a fresh token. */
export const fetchSessionUser = async () => toSessionUser(await call(users.refreshSession));

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
 * Signs in; answers the user to keep, or the second step's ticket and methods when the account
 * has a second factor.
 */
export function useSignIn() {
  return useMutation({
    mutationFn: async (body: SignInInput) => {
      const answer = await signIn(body);
      return 'secondFactor' in answer
        ? ({ kind: 'second-step', step: answer.secondFactor } as const)
        : ({ kind: 'signed-in', user: toSessionUser(answer) } as const);
    },
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

/** The answer is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword(userId: string, token: string) {
  return useMutation({
    mutationFn: ({ newPassword }: { newPassword: string }) =>
      resetPassword(userId, token, newPassword),
  });
}

/** The link works once: never retried, never refetched while the page is open. */
export function useEmailVerification(userId: string, token: string) {
  return useQuery({
    queryKey: authKeys.verification(userId, token),
    queryFn: () => verifyEmail(userId, token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export const confirmEmailChange = (userId: string, token: string) =>
  call(auth.confirmEmailChange, { params: { userId, token } });

export const undoEmailChange = (userId: string, token: string) =>
  call(auth.undoEmailChange, { params: { userId, token } });

/** The new address's link works once: it is followed as the page opens, never again. */
export function useConfirmEmailChange(userId: string, token: string) {
  return useQuery({
    queryKey: ['auth', 'confirm-email', userId, token],
    queryFn: () => confirmEmailChange(userId, token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** Undoing a change signs every device out: it waits for the owner's press. */
export function useUndoEmailChange(userId: string, token: string) {
  return useMutation({ mutationFn: () => undoEmailChange(userId, token) });
}

/** The identity providers this installation has configured. */
export function useOAuthProviders() {
  return useQuery({
    queryKey: authKeys.providers,
    queryFn: ({ signal }) => fetchOAuthProviders(signal),
    staleTime: Infinity,
  });
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
