import { Button, Group, type ButtonProps } from '@mantine/core';
import { IconCheck, IconX, type Icon } from '@tabler/icons-react';
import type { Decision } from './api.ts';

/** One decision on a pending row: a small button with its icon, named after what it decides on. */
export function DecisionButton({
  icon: LeadingIcon,
  label,
  subject,
  onClick,
  ...look
}: {
  icon: Icon;
  label: string;
  /** Completes the accessible name: "Approve" + " narrative Seeds for spring". */
  subject: string;
  onClick: () => void;
} & Pick<ButtonProps, 'color' | 'variant' | 'c' | 'disabled'>) {
  return (
    <Button
      size="compact-sm"
      {...look}
      leftSection={<LeadingIcon size={14} aria-hidden="true" />}
      aria-label={`${label} ${subject}`}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

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
      <DecisionButton
        icon={IconCheck}
        label="Approve"
        subject={subject}
        color="teal.9"
        onClick={() => onDecide('approved')}
        disabled={isBusy}
      />
      <DecisionButton
        icon={IconX}
        label="Reject"
        subject={subject}
        variant="default"
        c={isBusy ? undefined : 'var(--mantine-color-error)'}
        onClick={() => onDecide('rejected')}
        disabled={isBusy}
      />
    </Group>
  );
}
