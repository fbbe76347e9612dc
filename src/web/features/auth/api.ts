import type { PrivateUser, SessionUser } from '#contracts/users.ts';
import { useAppStore } from '#web/state/app-store.ts';
import { tokenExpiry } from '#web/state/token-expiry.ts';
import { api } from '#web/lib/api-client.ts';

/** The signed-in user as the server answers it: private fields plus the bearer token. */
export type SessionUserResponse = PrivateUser & { token: string };
export type SignInResponse = SessionUserResponse & { success: true; message: string };

export interface MessageResponse {
  success: boolean;
  message: string;
}

export type OAuthProvider = 'google' | 'facebook';
export type OAuthMode = 'popup' | 'redirect';

/**
 * The user to keep in the store: the answer without its status fields and without the token,
 * whose expiry is read once and kept instead (the session itself is the httpOnly cookie).
 */
export function toSessionUser(answer: SessionUserResponse | SignInResponse): SessionUser {
  const { token, success: _success, message: _message, ...user } = answer as SignInResponse;
  return { ...user, tokenExpiresAt: tokenExpiry(token) ?? 0 };
}

export const signIn = (body: { email: string; password: string }) =>
  api.post<SignInResponse>('/api/auth/signin', body);

export const signUp = (body: {
  username: string;
  email: string;
  password: string;
  dateOfBirth: string;
}) => api.post<MessageResponse>('/api/auth/signup', body);

export const requestPasswordReset = (email: string) =>
  api.post<MessageResponse>('/api/auth/request-password-reset', { email });

export const resetPassword = (userId: string, token: string, newPassword: string) =>
  api.post<MessageResponse>(
    `/api/auth/reset-password/${encodeURIComponent(userId)}/${encodeURIComponent(token)}`,
    { newPassword },
  );

export const verifyEmail = (userId: string, token: string) =>
  api.get<MessageResponse & { alreadyVerified: boolean }>(
    `/api/auth/${encodeURIComponent(userId)}/verify/${encodeURIComponent(token)}`,
  );

export const fetchOAuthProviders = (signal?: AbortSignal) =>
  api.get<{ providers: OAuthProvider[] }>('/api/auth/providers', { signal });

export const oauthStartUrl = (provider: OAuthProvider, mode: OAuthMode) =>
  `/api/auth/oauth/${provider}/start?mode=${mode}`;

/** The user the session cookie belongs to; the server renews the cookie with a fresh token. */
export const fetchSessionUser = async () =>
  toSessionUser(await api.get<SessionUserResponse>('/api/user/refresh-token/data'));

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
