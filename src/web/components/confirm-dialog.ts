import { modals } from '@mantine/modals';
import { documentLocale } from '#web/i18n/locale.tsx';
import { loadNamespace, translatorOf } from '#web/i18n/messages.ts';
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
  openOnceMounted(modals.openConfirmModal, () => options);
}

/**
 * Asks before something is removed for good: Cancel, and a red confirm ('Delete' unless named),
 * in the page's language (the shared parts' messages load with the dialogs).
 */
export function confirmDestructive({
  confirmLabel,
  ...options
}: Omit<ConfirmOptions, 'labels' | 'confirmProps'> & { confirmLabel?: string }) {
  const locale = documentLocale();
  const t = translatorOf(locale);
  openOnceMounted(
    modals.openConfirmModal,
    () => ({
      ...options,
      labels: {
        confirm: confirmLabel ?? t('shellParts.dialog.delete'),
        cancel: t('shellParts.dialog.cancel'),
      },
      confirmProps: { color: 'red' },
    }),
    loadNamespace(locale, 'shellParts'),
  );
}

/** Opens a dialog of any content the same way (`modals.open`); answers its id, to close it. */
export function openDialog(options: Parameters<typeof modals.open>[0] & { modalId: string }) {
  openOnceMounted(modals.open, () => options);
  return options.modalId;
}

/** Opens a dialog once the provider is mounted and `ready` (its messages) has settled. */
function openOnceMounted<
  Options extends { onExitTransitionEnd?: () => void; returnFocus?: boolean },
>(open: (options: Options) => unknown, optionsOf: () => Options, ready?: Promise<unknown>) {
  const opener = focusReturnTarget(document.activeElement);
  wantOverlays();
  void Promise.all([overlaysMounted, ready]).then(() => {
    const options = optionsOf();
    open({
      ...options,
      returnFocus: false,
      onExitTransitionEnd: () => {
        options.onExitTransitionEnd?.();
        returnFocusTo(opener);
      },
    });
  });
}

export const closeDialog = (modalId: string) => modals.close(modalId);
