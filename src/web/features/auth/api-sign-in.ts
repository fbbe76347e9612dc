import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  OAuthProvidersResponse,
  RequestPasswordResetInput,
  SignInInput,
  SignUpInput,
} from '#contracts/auth.ts';
import * as auth from '#contracts/auth.endpoints.ts';
import { call } from '#web/lib/api-client.ts';
import { loadSessionUser, toSessionUser } from './api.ts';

/** Signing in and up, password resets, e-mail verification and change links, social sign-in. */

export type OAuthProvider = OAuthProvidersResponse['providers'][number];
export type OAuthMode = 'popup' | 'redirect';

export const authKeys = {
  providers: ['auth', 'providers'] as const,
  verification: (userId: string, token: string) => ['auth', 'verify', userId, token] as const,
};

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

/**
 * Signs up; the server's session cookie signs the new member in, and the user it opens is read
 * back and kept. A registered address is answered alike but opens no session (decision 028):
 * `user` is then null.
 */
export function useSignUp() {
  return useMutation({
    mutationFn: async (body: SignUpInput) => {
      const answer = await signUp(body);
      const user = await loadSessionUser().catch(() => null);
      return { ...answer, user };
    },
  });
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
