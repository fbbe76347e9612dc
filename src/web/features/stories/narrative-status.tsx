import type { NarrativeStatus } from '#contracts/stories.ts';
import { StatusPill } from '#web/components/status-pill.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

const STATUS_LOOK = {
  approved: { tone: 'green', label: 'stories.status.approved' },
  pending: { tone: 'yellow', label: 'stories.status.pending' },
  rejected: { tone: 'red', label: 'stories.status.rejected' },
} as const;

/**
 * The spec's status colours: approved as success, pending as warning, rejected as failure. Drawn
 * with the donation pages' pill, whose text keeps its contrast on the tint in both schemes.
 */
export function StatusBadge({ status }: { status: NarrativeStatus }) {
  const t = useMessages('stories');
  const look = STATUS_LOOK[status];
  return <StatusPill tone={look.tone}>{t(look.label)}</StatusPill>;
}
