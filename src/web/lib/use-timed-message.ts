import { useCallback, useEffect, useState } from 'react';

/** Inline form messages clear after 3 s; on the forgot-password page after 5 s (the spec). */
export const INLINE_MESSAGE_MS = 3000;
export const FORGOT_PASSWORD_MESSAGE_MS = 5000;

export type MessageTone = 'error' | 'success' | 'info';

export interface TimedMessage {
  tone: MessageTone;
  text: string;
}

/**
 * An inline message that clears itself after `durationMs` (the spec: 3 s for form errors, 5 s on
 * the forgot-password page). Showing a message again restarts its clock.
 */
export function useTimedMessage(durationMs: number) {
  const [message, setMessage] = useState<TimedMessage | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [message, durationMs]);

  const show = useCallback((tone: MessageTone, text: string) => setMessage({ tone, text }), []);
  const clear = useCallback(() => setMessage(null), []);
  return { message, show, clear };
}

/**
 * A form's message: a success or a hint clears after `durationMs` like any inline message, but an
 * error stays until the form is edited or sent again, since a message that vanishes on its own
 * must never be the only trace of an error (issue 15). Spread `formProps` on the `<form>`: any
 * edit in it clears the error; the form calls `clear()` as it is sent.
 */
export function useFormMessage(durationMs: number) {
  const [message, setMessage] = useState<TimedMessage | null>(null);

  useEffect(() => {
    if (!message || message.tone === 'error') return;
    const timer = window.setTimeout(() => setMessage(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [message, durationMs]);

  const show = useCallback((tone: MessageTone, text: string) => setMessage({ tone, text }), []);
  const clear = useCallback(() => setMessage(null), []);
  const clearError = useCallback(
    () => setMessage((current) => (current?.tone === 'error' ? null : current)),
    [],
  );
  return { message, show, clear, formProps: { onInput: clearError } };
}
