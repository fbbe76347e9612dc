import { useSyncExternalStore } from 'react';

let isWanted = false;
const listeners = new Set<() => void>();

/**
 * Asks for the toasts and the dialogs (`app-overlays.tsx`). They are fetched and drawn when first
 * needed rather than with every page: most visits need neither, and mounting them costs a phone a
 * long task.
 */
export function wantOverlays() {
  if (isWanted) return;
  isWanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the overlays have been asked for. */
export function useOverlaysWanted() {
  return useSyncExternalStore(
    subscribe,
    () => isWanted,
    () => false,
  );
}

/**
 * A toast waits in Mantine's store until the overlays that show it are in. The store's code is
 * not part of a page's first load: it is fetched once the app has started, and a toast that a
 * part holding the store showed meanwhile asks for the overlays then.
 */
void import('./toast-store.ts').then(({ notificationsStore }) => {
  notificationsStore.subscribe(wantOverlays);
  const { notifications, queue } = notificationsStore.getState();
  if (notifications.length + queue.length > 0) wantOverlays();
});
