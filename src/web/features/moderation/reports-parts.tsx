import { Alert, Badge, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconTrashX } from '@tabler/icons-react';
import type { ReportListItem } from '#contracts/reports.ts';
import { useMessages, type Translate } from '#web/i18n/use-messages.ts';
import type { TimedMessage } from '#web/lib/use-timed-message.ts';
import { preview, reportedContent, type ReportedKind } from './reports-target.ts';

const KIND_COLOR: Record<ReportedKind, string> = { post: 'blue', comment: 'grape', reply: 'cyan' };

export function ReportKindBadge({ report }: { report: ReportListItem }) {
  const t = useMessages('moderation');
  const { kind } = reportedContent(report);
  return (
    <Badge color={KIND_COLOR[kind]} variant="light">
      {t(`moderation.reports.kind.${kind}`)}
    </Badge>
  );
}

export function ReportStatusBadge({ status }: { status: ReportListItem['status'] }) {
  const t = useMessages('moderation');
  return status === 'pending' ? (
    <Badge color="yellow" variant="light" c="var(--mantine-color-text)">
      {t('moderation.reports.pending')}
    </Badge>
  ) : (
    <Badge color="teal" variant="light" c="var(--mantine-color-text)">
      {t('moderation.reports.reviewed')}
    </Badge>
  );
}

/** The reported content, shortened for lists, or a clear mark when it has been deleted. */
export function ReportedContentText({
  report,
  isFull = false,
}: {
  report: ReportListItem;
  isFull?: boolean;
}) {
  const t = useMessages('moderation');
  const { text } = reportedContent(report);
  if (report.targetDeleted || text === null) {
    return (
      <Group gap={6} wrap="nowrap">
        <IconTrashX size={16} color="var(--mantine-color-red-7)" aria-hidden="true" />
        <Text size="sm" fs="italic" c="dimmed">
          {t(`moderation.reports.deleted.${report.targetType}`)}
        </Text>
      </Group>
    );
  }
  return (
    <Text
      size="sm"
      style={{ overflowWrap: 'anywhere', whiteSpace: isFull ? 'pre-wrap' : undefined }}
    >
      {isFull ? text : preview(text)}
    </Text>
  );
}

/** Who sent the report and whose content it is about; 'Unknown' once an account is gone. */
export const reportPeople = (report: ReportListItem, t: Translate<'moderation'>) => ({
  reporter: report.userId?.username ?? t('moderation.reports.unknown'),
  owner: report.contentOwner?.username ?? t('moderation.reports.unknown'),
});

/** The answer to the admin's last action on reports, in the tab or in the details dialog. */
export function ActionMessage({ message }: { message: TimedMessage | null }) {
  if (!message) return null;
  const isSuccess = message.tone === 'success';
  return (
    <Alert
      color={isSuccess ? 'teal' : 'red'}
      variant="light"
      icon={isSuccess ? <IconCircleCheck size={20} /> : <IconAlertCircle size={20} />}
      role={isSuccess ? 'status' : 'alert'}
    >
      {message.text}
    </Alert>
  );
}
