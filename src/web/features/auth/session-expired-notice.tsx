import { IconClockExclamation, IconX } from '@tabler/icons-react';
import { clearSessionExpiredFlag, sessionEndNotice } from '#web/state/session.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import { BASE_CLASSES } from '#web/components/ui/button.tsx';
import classes from './session-expired-banner.module.css';

/** The banner's words and its close button (`SessionExpiredBanner` decides when it shows). */
export function SessionExpiredNotice() {
  const t = useMessages('shellLater');
  return (
    <div className={classes.banner} role="alert">
      <span className={classes.text}>
        <IconClockExclamation size={20} stroke={1.8} aria-hidden="true" />
        {sessionEndNotice() ?? t('shellLater.session.expired')}
      </span>
      <button
        type="button"
        className={`${BASE_CLASSES} ${classes.close}`}
        aria-label={t('shellLater.session.closeExpired')}
        onClick={clearSessionExpiredFlag}
      >
        <IconX size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
