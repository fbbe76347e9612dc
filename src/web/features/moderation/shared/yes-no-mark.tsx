import { VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMessages } from '#web/i18n/use-messages.ts';

/** A table cell's yes or no: a green tick or a grey cross, read out as Yes or No. */
export function YesNoMark({ value }: { value: boolean }) {
  const t = useMessages('moderation');
  return (
    <>
      {value ? (
        <IconCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden="true" />
      ) : (
        <IconX size={18} color="var(--mantine-color-dimmed)" aria-hidden="true" />
      )}
      <VisuallyHidden>
        {value ? t('moderation.common.yes') : t('moderation.common.no')}
      </VisuallyHidden>
    </>
  );
}
