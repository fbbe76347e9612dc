import { IconClockExclamation, IconX } from '@tabler/icons-react';
import { useEffect, useSyncExternalStore } from 'react';
import {
  clearSessionExpiredFlag,
  isSessionExpiredFlagSet,
  sessionEndNotice,
  subscribeSessionExpiredFlag,
} from '#web/state/session.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { BASE_CLASSES } from '#web/components/ui/button.tsx';
import classes from './session-expired-banner.module.css';

const HIDE_AFTER_MS = 10_000;

/** Shown after a forced sign-out; goes away after 10 s or when closed, and takes the flag along. */
export function SessionExpiredBanner() {
  const t = useMessages('shell');
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
    <div className={classes.banner} role="alert">
      <span className={classes.text}>
        <IconClockExclamation size={20} stroke={1.8} aria-hidden="true" />
        {sessionEndNotice() ?? t('shell.session.expired')}
      </span>
      <button
        type="button"
        className={`${BASE_CLASSES} ${classes.close}`}
        aria-label={t('shell.session.closeExpired')}
        onClick={clearSessionExpiredFlag}
      >
        <IconX size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
