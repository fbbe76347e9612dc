import { Button, Group, type ButtonProps, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMessages } from '#web/i18n/use-messages.ts';

interface DialogActionsProps extends Pick<ButtonProps, 'color' | 'loading' | 'disabled' | 'size'> {
  submitLabel: ReactNode;
  onCancel: () => void;
  /** Keeps Cancel from closing while a request it cannot stop is on its way. */
  cancelDisabled?: boolean;
  gap?: MantineSpacing;
}

/** A dialog form's last row: Cancel, then the submit button (red for what cannot be undone). */
export function DialogActions({
  submitLabel,
  onCancel,
  cancelDisabled,
  gap,
  size,
  ...submit
}: DialogActionsProps) {
  const t = useMessages('shellParts');
  return (
    <Group justify="flex-end" gap={gap}>
      <Button variant="default" size={size} onClick={onCancel} disabled={cancelDisabled}>
        {t('shellParts.dialog.cancel')}
      </Button>
      <Button type="submit" size={size} {...submit}>
        {submitLabel}
      </Button>
    </Group>
  );
}
