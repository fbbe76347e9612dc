import type { ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { DialogActions } from '#web/components/dialog-actions.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import type { TimedMessage } from '#web/lib/use-timed-message.ts';

/**
 * The end of a dialog's form that records money (a disbursement, a reversal, a pledge received
 * or lapsed): the server's answer, then Cancel and the submit button. While the request is on
 * its way Cancel is held, so no one leaves not knowing whether the money was recorded.
 */
export function LedgerFormEnd({
  message,
  submitLabel,
  onCancel,
  isSending,
  ...submit
}: {
  message: TimedMessage | null;
  submitLabel: ReactNode;
  onCancel: () => void;
  isSending: boolean;
} & Pick<ButtonProps, 'color' | 'disabled'>) {
  return (
    <>
      <FormMessage message={message} />
      <DialogActions
        submitLabel={submitLabel}
        onCancel={onCancel}
        cancelDisabled={isSending}
        loading={isSending}
        {...submit}
      />
    </>
  );
}
