import { Modal } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useDialogFocusReturn } from '#web/components/focus-return.ts';

/**
 * A money-trail dialog, mounted open when an admin asks for it: it closes with its transition,
 * hands focus back to its opener, then tells the section it is gone (`onClosed`).
 */
export function LedgerDialog({
  title,
  onClosed,
  children,
}: {
  title: string;
  onClosed: () => void;
  children: (close: () => void) => ReactNode;
}) {
  const [opened, setOpened] = useState(true);
  const focusReturn = useDialogFocusReturn(opened);
  const close = () => setOpened(false);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      {...focusReturn}
      onExitTransitionEnd={() => {
        focusReturn.onExitTransitionEnd();
        onClosed();
      }}
    >
      {children(close)}
    </Modal>
  );
}
