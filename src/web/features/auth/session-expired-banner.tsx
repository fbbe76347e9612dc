import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import {
  clearSessionExpiredFlag,
  isSessionExpiredFlagSet,
  subscribeSessionExpiredFlag,
} from '#web/state/session.ts';

// Its code and words are not part of a page's first load: it shows once they are in.
const SessionExpiredNotice = lazy(async () => ({
  default: (await import('./session-expired-notice.tsx')).SessionExpiredNotice,
}));

const HIDE_AFTER_MS = 10_000;

/** Shown after a forced sign-out; goes away after 10 s or when closed, and takes the flag along. */
export function SessionExpiredBanner() {
  const isShown = useSyncExternalStore(
    subscribeSessionExpiredFlag,
    isSessionExpiredFlagSet,
    () => false,
  );

  useEffect(() => {
    if (!isShown) return;
    const timer = window.setTimeout(clearSessionExpiredFlag, HIDE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [isShown]);

  if (!isShown) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredNotice />
    </Suspense>
  );
}
