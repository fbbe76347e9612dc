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
