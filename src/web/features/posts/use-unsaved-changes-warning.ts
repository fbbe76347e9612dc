import { useEffect } from 'react';
import { openConfirm } from '#web/components/confirm-dialog.ts';
import { guardLeaving } from '#web/components/routing/leave-guard.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

/**
 * While `isDirty`, leaving asks first: the browser's own question when the tab closes or
 * reloads, and a dialog when a link or the back button leads to another page of the app.
 */
export function useUnsavedChangesWarning(isDirty: boolean) {
  const t = useMessages('posts');
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    const unguard = guardLeaving((leave) =>
      openConfirm({
        title: t('posts.leave.title'),
        children: t('posts.leave.body'),
        labels: { confirm: t('posts.leave.confirm'), cancel: t('posts.leave.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: leave,
      }),
    );
    return () => {
      window.removeEventListener('beforeunload', warn);
      unguard();
    };
  }, [isDirty, t]);
}
