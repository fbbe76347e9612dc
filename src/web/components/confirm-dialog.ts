import { modals } from '@mantine/modals';

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
 */
export function openConfirm(options: ConfirmOptions) {
  void overlaysMounted.then(() => modals.openConfirmModal(options));
}
