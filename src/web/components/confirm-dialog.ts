import { modals } from '@mantine/modals';
import { wantOverlays } from './deferred/overlays-demand.ts';
import { focusReturnTarget, returnFocusTo } from './focus-return.ts';

type ConfirmOptions = Parameters<typeof modals.openConfirmModal>[0];

let markMounted: () => void = () => {};
const overlaysMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Said by the overlays (`deferred/app-overlays.tsx`) once their dialog provider listens. */
export const overlaysAreMounted = () => markMounted();

/**
 * Asks for a confirmation in a dialog. The dialogs' provider is a chunk loaded when first asked
 * for, and the dialog opens as soon as it is in.
 *
 * Focus goes back to what opened the dialog (for a menu item, its menu's button) once it has
 * closed, whichever way: the shared dialog only knows what had focus when it opened, and a menu
 * item has left the page by the time it closes.
 */
export function openConfirm(options: ConfirmOptions) {
  openOnceMounted(modals.openConfirmModal, options);
}

/** Asks before something is removed for good: Cancel, and a red confirm ('Delete' unless named). */
export function confirmDestructive({
  confirmLabel = 'Delete',
  ...options
}: Omit<ConfirmOptions, 'labels' | 'confirmProps'> & { confirmLabel?: string }) {
  openConfirm({
    ...options,
    labels: { confirm: confirmLabel, cancel: 'Cancel' },
    confirmProps: { color: 'red' },
  });
}

/** Opens a dialog of any content the same way (`modals.open`); answers its id, to close it. */
export function openDialog(options: Parameters<typeof modals.open>[0] & { modalId: string }) {
  openOnceMounted(modals.open, options);
  return options.modalId;
}

function openOnceMounted<
  Options extends { onExitTransitionEnd?: () => void; returnFocus?: boolean },
>(open: (options: Options) => unknown, options: Options) {
  const opener = focusReturnTarget(document.activeElement);
  wantOverlays();
  void overlaysMounted.then(() =>
    open({
      ...options,
      returnFocus: false,
      onExitTransitionEnd: () => {
        options.onExitTransitionEnd?.();
        returnFocusTo(opener);
      },
    }),
  );
}

export const closeDialog = (modalId: string) => modals.close(modalId);
