import { useEffect } from 'react';
import { openConfirm } from '#web/components/confirm-dialog.ts';
import { guardLeaving } from '#web/components/routing/leave-guard.ts';

/**
 * While `isDirty`, leaving asks first: the browser's own question when the tab closes or
 * reloads, and a dialog when a link or the back button leads to another page of the app.
 */
export function useUnsavedChangesWarning(isDirty: boolean) {
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    const unguard = guardLeaving((leave) =>
      openConfirm({
        title: 'Leave Without Saving?',
        children: 'Your latest changes are not saved yet. They are lost if you leave this page.',
        labels: { confirm: 'Leave', cancel: 'Stay' },
        confirmProps: { color: 'red' },
        onConfirm: leave,
      }),
    );
    return () => {
      window.removeEventListener('beforeunload', warn);
      unguard();
    };
  }, [isDirty]);
}
