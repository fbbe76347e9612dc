import '@mantine/notifications/styles.css';

import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { overlaysAreMounted } from '#web/components/confirm-dialog.ts';

/**
 * The toasts and the confirm dialogs. Both draw nothing until something asks, and both listen
 * to a global API (`notifications.show`, `modals.openConfirmModal`), so they are a chunk of their
 * own, loaded when first asked for (`overlays-demand.ts`): toasts shown earlier wait in the
 * store, and dialogs asked for earlier wait for `overlaysAreMounted`.
 */
export function AppOverlays() {
  // After the provider's own effect: it listens by now.
  useEffect(overlaysAreMounted, []);
  return (
    <>
      <ModalsProvider />
      <Notifications position="bottom-center" limit={20} autoClose={4000} />
    </>
  );
}
