import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { REJECTION_REASON_MAX } from '#contracts/stories.constants.ts';

/**
 * The reject dialog's optional reason for the author. The dialog is a confirmation opened
 * imperatively, so the field keeps its own value and hands each change to the dialog's owner.
 */
export function RejectionReasonField({
  label,
  describe,
  onChange,
}: {
  label: string;
  /** Who sees the reason, and where, with how many characters it has of the most it may. */
  describe: (length: number, max: number) => string;
  onChange: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Textarea
      label={label}
      description={describe(reason.length, REJECTION_REASON_MAX)}
      autosize
      minRows={3}
      maxLength={REJECTION_REASON_MAX}
      value={reason}
      onChange={(event) => {
        setReason(event.currentTarget.value);
        onChange(event.currentTarget.value);
      }}
      data-autofocus
    />
  );
}
