import { Anchor, Button, DataList, Group, Modal, Stack, Text } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import { IconCheck, IconArrowRight, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ReportListItem } from '#contracts/reports.ts';
import type { TimedMessage } from '#web/lib/use-timed-message.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import {
  ActionMessage,
  ReportedContentText,
  ReportKindBadge,
  reportPeople,
  ReportStatusBadge,
} from './reports-parts.tsx';
import classes from './reports-details-dialog.module.css';
import { reportedContent } from './reports-target.ts';

/** The spec: after Mark as Reviewed succeeds, the dialog closes itself after 1.5 s. */
export const REVIEWED_DIALOG_CLOSE_MS = 1500;

interface ReportDetailsDialogProps {
  report: ReportListItem | null;
  onClose: () => void;
  onReview: (report: ReportListItem) => void;
  onDelete: (report: ReportListItem) => void;
  isReviewing: boolean;
  /** The answer to this dialog's last action (success closes the dialog shortly after). */
  message: TimedMessage | null;
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** A part of the report under its bold title: its content, its reason. */
function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** 'Report Details': everything about one report, with its actions (the spec). */
export function ReportDetailsDialog({
  report,
  onClose,
  onReview,
  onDelete,
  isReviewing,
  message,
}: ReportDetailsDialogProps) {
  const format = useFormat();
  const t = useMessages('moderation');
  const isReviewedNow = message?.tone === 'success';
  // The latest onClose, so a parent's re-render does not restart the 1.5 s clock.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    if (!isReviewedNow) return;
    const timer = window.setTimeout(() => closeRef.current(), REVIEWED_DIALOG_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [isReviewedNow]);

  const context = report ? reportedContent(report) : null;
  const status = isReviewedNow ? 'reviewed' : report?.status;

  return (
    <Modal
      opened={report !== null}
      onClose={onClose}
      title={t('moderation.reports.detailsTitle')}
      size="lg"
      centered
    >
      {report && context && (
        <Stack gap="md">
          <DataList labelWidth={130} gap="sm" orientation="horizontal">
            <Field label={t('moderation.reports.type')}>
              <ReportKindBadge report={report} />
            </Field>
            <Field label={t('moderation.reports.status')}>
              <ReportStatusBadge status={status ?? report.status} />
            </Field>
            <Field label={t('moderation.reports.reportedBy')}>
              {reportPeople(report, t).reporter}
            </Field>
            <Field label={t('moderation.reports.reportedAt')}>
              {format.dateTime(report.createdAt)}
            </Field>
            <Field label={t('moderation.reports.contentOwner')}>
              {reportPeople(report, t).owner}
            </Field>
          </DataList>

          <Part title={t('moderation.reports.content')}>
            <div className={classes.quoted}>
              <ReportedContentText report={report} isFull />
            </div>
            {context.contextPath && !report.targetDeleted && (
              <Anchor component={Link} to={context.contextPath} size="sm" onClick={onClose}>
                <Group gap={4} component="span" wrap="nowrap">
                  {t('moderation.reports.viewInContext')}
                  <IconArrowRight size={14} aria-hidden="true" />
                </Group>
              </Anchor>
            )}
          </Part>

          <Part title={t('moderation.reports.reason')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {report.reason}
            </Text>
          </Part>

          <ActionMessage message={message} />

          <Group justify="flex-end" gap="sm">
            {status === 'pending' && (
              <Button
                leftSection={<IconCheck size={16} aria-hidden="true" />}
                onClick={() => onReview(report)}
                loading={isReviewing}
              >
                {t('moderation.reports.markReviewed')}
              </Button>
            )}
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={() => onDelete(report)}
            >
              {t('moderation.reports.delete')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('moderation.reports.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
