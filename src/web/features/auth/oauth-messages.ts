/**
 * How the sign-in popup reports back. The popup page posts to its opener (same origin only);
 * when the provider's pages have severed that link (Cross-Origin-Opener-Policy), a
 * BroadcastChannel of this origin carries the same message.
 */
export const OAUTH_MESSAGE_TYPE = 'hearth:oauth';
export const OAUTH_CHANNEL = 'hearth-oauth';

export interface OAuthResultMessage {
  type: typeof OAUTH_MESSAGE_TYPE;
  /** Tells one sign-in's message from a copy of it that came the other way. */
  id: string;
  status: 'ok' | 'error';
  message?: string;
}

export function isOAuthResultMessage(data: unknown): data is OAuthResultMessage {
  if (typeof data !== 'object' || data === null) return false;
  const candidate = data as Partial<OAuthResultMessage>;
  return (
    candidate.type === OAUTH_MESSAGE_TYPE &&
    typeof candidate.id === 'string' &&
    (candidate.status === 'ok' || candidate.status === 'error')
  );
}

export function openOAuthChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OAUTH_CHANNEL);
}
