import { Badge, Group, Text } from '@mantine/core';
import { IconTrashX } from '@tabler/icons-react';
import type { ReportListItem } from '#contracts/reports.ts';
import {
  deletedContentText,
  preview,
  reportedContent,
  type ReportedKind,
} from './reports-target.ts';

const KIND_COLOR: Record<ReportedKind, string> = { Post: 'blue', Comment: 'grape', Reply: 'cyan' };

export function ReportKindBadge({ report }: { report: ReportListItem }) {
  const { kind } = reportedContent(report);
  return (
    <Badge color={KIND_COLOR[kind]} variant="light">
      {kind}
    </Badge>
  );
}

export function ReportStatusBadge({ status }: { status: ReportListItem['status'] }) {
  return status === 'pending' ? (
    <Badge color="yellow" variant="light" c="var(--mantine-color-text)">
      Pending
    </Badge>
  ) : (
    <Badge color="teal" variant="light" c="var(--mantine-color-text)">
      Reviewed
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
  const { text } = reportedContent(report);
  if (report.targetDeleted || text === null) {
    return (
      <Group gap={6} wrap="nowrap">
        <IconTrashX size={16} color="var(--mantine-color-red-7)" aria-hidden="true" />
        <Text size="sm" fs="italic" c="dimmed">
          {deletedContentText(report)}
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

export const reporterName = (report: ReportListItem) => report.userId?.username ?? 'Unknown';
export const ownerName = (report: ReportListItem) => report.contentOwner?.username ?? 'Unknown';
