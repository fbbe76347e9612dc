import { Textarea, type TextareaProps } from '@mantine/core';
import { useMessages } from '#web/i18n/use-messages.ts';

/** Why a ledger entry is reversed or a pledge lapsed: a few lines, 500 characters at most. */
export function ReasonField(props: TextareaProps) {
  const t = useMessages('donations');
  return (
    <Textarea
      label={t('donations.reverse.reason')}
      maxLength={500}
      autosize
      minRows={2}
      {...props}
    />
  );
}
