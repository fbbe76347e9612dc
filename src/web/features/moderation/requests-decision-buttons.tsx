import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { Decision } from './api.ts';

/** Approve and Reject of one pending row; `subject` completes their accessible names. */
export function DecisionButtons({
  subject,
  isBusy,
  onDecide,
}: {
  subject: string;
  isBusy: boolean;
  onDecide: (decision: Decision) => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-sm"
        color="teal.9"
        leftSection={<IconCheck size={14} aria-hidden="true" />}
        aria-label={`Approve ${subject}`}
        onClick={() => onDecide('approved')}
        disabled={isBusy}
      >
        Approve
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        c={isBusy ? undefined : 'var(--mantine-color-error)'}
        leftSection={<IconX size={14} aria-hidden="true" />}
        aria-label={`Reject ${subject}`}
        onClick={() => onDecide('rejected')}
        disabled={isBusy}
      >
        Reject
      </Button>
    </Group>
  );
}
