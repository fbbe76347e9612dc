import { Button, Group, type ButtonProps } from '@mantine/core';
import { IconCheck, IconX, type Icon } from '@tabler/icons-react';
import { useMessages } from '#web/i18n/use-messages.ts';
import type { Decision } from './api.ts';

type ButtonLook = Pick<ButtonProps, 'color' | 'variant' | 'c'>;

/** How a decision's button looks: its icon and colours, which may change while the row is busy. */
export interface DecisionLook {
  icon: Icon;
  look: (isBusy: boolean) => ButtonLook;
}

/**
 * A pending row's decisions side by side, in the order of `looks`, each a small button with its
 * icon and an accessible name that says what it decides on; all disabled while the row is busy.
 */
export function DecisionButtons<D extends string>({
  looks,
  wordsOf,
  isBusy,
  onDecide,
}: {
  looks: Record<D, DecisionLook>;
  /** A decision's label, and its accessible name: "Approve narrative Seeds for spring". */
  wordsOf: (decision: D) => { label: string; name: string };
  isBusy: boolean;
  onDecide: (decision: D) => void;
}) {
  const decisions = Object.keys(looks) as D[];
  return (
    <Group gap="xs" wrap="nowrap">
      {decisions.map((decision) => {
        const { icon: LeadingIcon, look } = looks[decision];
        const { label, name } = wordsOf(decision);
        return (
          <Button
            key={decision}
            size="compact-sm"
            {...look(isBusy)}
            disabled={isBusy}
            leftSection={<LeadingIcon size={14} aria-hidden="true" />}
            aria-label={name}
            onClick={() => onDecide(decision)}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}

const APPROVE_OR_REJECT: Record<Decision, DecisionLook> = {
  approved: { icon: IconCheck, look: () => ({ color: 'teal.9' }) },
  rejected: {
    icon: IconX,
    look: (isBusy) => ({
      variant: 'default',
      c: isBusy ? undefined : 'var(--mantine-color-error)',
    }),
  },
};

/** Approve and Reject of one pending row; `subject` completes their accessible names. */
export function ApproveRejectButtons({
  subject,
  isBusy,
  onDecide,
}: {
  subject: string;
  isBusy: boolean;
  onDecide: (decision: Decision) => void;
}) {
  const t = useMessages('moderation');
  return (
    <DecisionButtons
      looks={APPROVE_OR_REJECT}
      wordsOf={(decision) => ({
        label: t(`moderation.decide.${decision}`),
        name: t(`moderation.decide.${decision}Subject`, { subject }),
      })}
      isBusy={isBusy}
      onDecide={onDecide}
    />
  );
}
