import '@mantine/notifications/styles.css';

import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * The toasts and the confirm dialogs. Both draw nothing until something asks, and both listen
 * to a global API (`notifications.show`, `modals.openConfirmModal`), so they are a chunk of their
 * own, loaded after the page is drawn: toasts shown earlier wait in the store.
 */
export function AppOverlays() {
  return (
    <>
      <ModalsProvider />
      <Notifications position="bottom-center" limit={20} autoClose={4000} />
    </>
  );
}
