import type { NarrativeStatus } from '#contracts/stories.ts';
import { StatusPill } from '#web/components/status-pill.tsx';

const STATUS_LOOK = {
  approved: { tone: 'green', label: 'Approved' },
  pending: { tone: 'yellow', label: 'Pending' },
  rejected: { tone: 'red', label: 'Rejected' },
} as const;

/**
 * The spec's status colours: approved as success, pending as warning, rejected as failure. Drawn
 * with the donation pages' pill, whose text keeps its contrast on the tint in both schemes.
 */
export function StatusBadge({ status }: { status: NarrativeStatus }) {
  const look = STATUS_LOOK[status];
  return <StatusPill tone={look.tone}>{look.label}</StatusPill>;
}
