import { useCallback, useEffect, useRef, useState } from 'react';
import type { SessionUser } from '#contracts/users.ts';
import { loadSessionUser } from './api.ts';
import { oauthStartUrl, type OAuthProvider } from './api-sign-in.ts';
import {
  isOAuthResultMessage,
  openOAuthChannel,
  type OAuthResultMessage,
} from './oauth-messages.ts';

/** A popup closed without an answer counts as cancelled after this long (the spec's 8 s). */
export const POPUP_CLOSED_DETECTION_MS = 8000;
const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 640;

/** Centred over the current window, as sign-in popups usually are. */
function popupFeatures() {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`;
}

/**
 * Google and Facebook sign-in: a popup runs the server's OAuth flow and reports back; a blocked
 * popup turns into the same flow as a full-page redirect. Failures are only logged (the spec).
 */
export function useOAuthSignIn(onSignedIn: (user: SessionUser) => void) {
  const [pendingProvider, setPendingProvider] = useState<OAuthProvider | null>(null);
  const popupRef = useRef<Window | null>(null);
  const handledIds = useRef(new Set<string>());
  const onSignedInRef = useRef(onSignedIn);
  useEffect(() => {
    onSignedInRef.current = onSignedIn;
  }, [onSignedIn]);

  useEffect(() => {
    const handle = (result: OAuthResultMessage) => {
      if (handledIds.current.has(result.id)) return;
      handledIds.current.add(result.id);
      popupRef.current = null;
      setPendingProvider(null);
      if (result.status !== 'ok') {
        console.error('Social sign-in failed:', result.message ?? 'unknown error');
        return;
      }
      loadSessionUser()
        .then((user) => onSignedInRef.current(user))
        .catch((error: unknown) => console.error('Social sign-in failed:', error));
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isOAuthResultMessage(event.data)) return;
      handle(event.data);
    };
    const channel = openOAuthChannel();
    const onChannelMessage = (event: MessageEvent) => {
      if (isOAuthResultMessage(event.data)) handle(event.data);
    };
    window.addEventListener('message', onMessage);
    channel?.addEventListener('message', onChannelMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      channel?.removeEventListener('message', onChannelMessage);
      channel?.close();
    };
  }, []);

  // A popup the user closed is noticed by polling; the answer may still be on its way, so the
  // sign-in counts as cancelled only once the popup has stayed closed for 8 s.
  useEffect(() => {
    if (!pendingProvider) return;
    let closedSince: number | null = null;
    const timer = window.setInterval(() => {
      const popup = popupRef.current;
      if (popup && !popup.closed) {
        closedSince = null;
        return;
      }
      closedSince ??= Date.now();
      if (Date.now() - closedSince < POPUP_CLOSED_DETECTION_MS) return;
      popupRef.current = null;
      setPendingProvider(null);
      console.info('Social sign-in cancelled: the popup was closed');
    }, 500);
    return () => window.clearInterval(timer);
  }, [pendingProvider]);

  const start = useCallback((provider: OAuthProvider) => {
    const open = popupRef.current;
    if (open && !open.closed) open.close();
    const popup = window.open(oauthStartUrl(provider, 'popup'), 'hearth-oauth', popupFeatures());
    if (!popup) {
      // Blocked: the same flow in this window; /oauth/complete brings the user back.
      window.location.assign(oauthStartUrl(provider, 'redirect'));
      return;
    }
    popup.focus();
    popupRef.current = popup;
    setPendingProvider(provider);
  }, []);

  return { start, pendingProvider };
}
