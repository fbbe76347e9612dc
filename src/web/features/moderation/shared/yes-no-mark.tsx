import { VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

/** A table cell's yes or no: a green tick or a grey cross, read out as Yes or No. */
export function YesNoMark({ value }: { value: boolean }) {
  return (
    <>
      {value ? (
        <IconCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden="true" />
      ) : (
        <IconX size={18} color="var(--mantine-color-dimmed)" aria-hidden="true" />
      )}
      <VisuallyHidden>{value ? 'Yes' : 'No'}</VisuallyHidden>
    </>
  );
}
