import { modals } from '@mantine/modals';
import { focusReturnTarget, returnFocusTo } from './focus-return.ts';

type ConfirmOptions = Parameters<typeof modals.openConfirmModal>[0];

let markMounted: () => void = () => {};
const overlaysMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Said by the overlays (`deferred/app-overlays.tsx`) once their dialog provider listens. */
export const overlaysAreMounted = () => markMounted();

/**
 * Asks for a confirmation in a dialog. The dialogs' provider is a chunk loaded after the first
 * draw, so a dialog asked for before it is in opens as soon as it is, instead of never.
 *
 * Focus goes back to what opened the dialog (for a menu item, its menu's button) once it has
 * closed, whichever way: the shared dialog only knows what had focus when it opened, and a menu
 * item has left the page by the time it closes.
 */
export function openConfirm(options: ConfirmOptions) {
  const opener = focusReturnTarget(document.activeElement);
  void overlaysMounted.then(() =>
    modals.openConfirmModal({
      ...options,
      returnFocus: false,
      onExitTransitionEnd: () => {
        options.onExitTransitionEnd?.();
        returnFocusTo(opener);
      },
    }),
  );
}
