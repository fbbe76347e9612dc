import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { openConfirm } from '#web/components/confirm-dialog.ts';

/**
 * While `isDirty`, leaving asks first: the browser's own question when the tab closes or
 * reloads, and a dialog when a link inside the app is followed.
 */
export function useUnsavedChangesWarning(isDirty: boolean) {
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    openConfirm({
      title: 'Leave without saving?',
      children: 'Your latest changes are not saved yet. They are lost if you leave this page.',
      labels: { confirm: 'Leave', cancel: 'Stay' },
      confirmProps: { color: 'red' },
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker]);
}
