import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { REJECTION_REASON_MAX } from '#contracts/stories.constants.ts';

/**
 * The reject dialog's optional reason for the author. The dialog is a confirmation opened
 * imperatively, so the field keeps its own value and hands each change to the dialog's owner.
 */
export function RejectionReasonField({
  label,
  shownWhere,
  onChange,
}: {
  label: string;
  shownWhere: string;
  onChange: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Textarea
      label={label}
      description={`Shown ${shownWhere}. ${reason.length}/${REJECTION_REASON_MAX} characters.`}
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
