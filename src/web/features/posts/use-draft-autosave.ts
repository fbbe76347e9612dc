import { useEffect, useRef } from 'react';

/** A draft is saved this long after the writer stops typing. */
export const AUTOSAVE_DELAY_MS = 3000;

/**
 * Calls `saveDraft` once `changes` (the serialized form) has stayed the same for a moment, while
 * `enabled`. Each edit restarts the wait.
 */
export function useDraftAutosave(changes: string, enabled: boolean, saveDraft: () => void) {
  const saveRef = useRef(saveDraft);
  useEffect(() => {
    saveRef.current = saveDraft;
  });
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => saveRef.current(), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [changes, enabled]);
}
