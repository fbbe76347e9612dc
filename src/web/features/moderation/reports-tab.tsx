import { Button, Group, SegmentedControl, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import { confirmDestructive } from '#web/components/confirm-dialog.ts';
import { IconChevronLeft, IconChevronRight, IconFlagOff } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReportListItem, ReportStatusFilter } from '#contracts/reports.ts';
import { REPORTS_PAGE_SIZE } from '#contracts/reports.constants.ts';
import type { SessionUser } from '#contracts/users.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { INLINE_MESSAGE_MS, useTimedMessage } from '#web/lib/use-timed-message.ts';
import { useDeleteReport, useReports, useReviewReport } from './api.ts';
import { busyRowId } from './shared/feedback.ts';
import { ReportDetailsDialog } from './reports-details-dialog.tsx';
import { ReportsList } from './reports-list.tsx';
import { ActionMessage } from './reports-parts.tsx';
import { ListEmpty } from '#web/components/lists/list-empty.tsx';
import { ListError } from '#web/components/lists/list-error.tsx';
import { serverMessageOr } from '#web/lib/server-message.ts';
import { rangeLine } from '#web/lib/count-line.ts';
import { useMessages } from '#web/i18n/use-messages.ts';

const FILTERS = [
  { value: 'pending', label: 'moderation.reports.filterPending' },
  { value: 'reviewed', label: 'moderation.reports.filterReviewed' },
  { value: 'all', label: 'moderation.reports.all' },
] as const satisfies readonly { value: ReportStatusFilter; label: string }[];

const COUNTED_REPORTS = {
  pending: {
    shown: 'moderation.count.pendingReports.shown',
    none: 'moderation.count.pendingReports.none',
    range: 'moderation.count.pendingReports.range',
    total: 'moderation.count.pendingReports.total',
  },
  reviewed: {
    shown: 'moderation.count.reviewedReports.shown',
    none: 'moderation.count.reviewedReports.none',
    range: 'moderation.count.reviewedReports.range',
    total: 'moderation.count.reviewedReports.total',
  },
  all: {
    shown: 'moderation.count.reports.shown',
    none: 'moderation.count.reports.none',
    range: 'moderation.count.reports.range',
    total: 'moderation.count.reports.total',
  },
} as const satisfies Record<ReportStatusFilter, object>;

/**
 * 'Manage Reports' (admins): pending, reviewed or all reports, ten to a page, each with its
 * details, Mark as Reviewed and Delete. The menu's badge counters follow every change.
 */
export function ReportsTab(_props: { user: SessionUser }) {
  const t = useMessages('moderation');
  usePageTitle(t('moderation.reports.title'));
  const [status, setStatus] = useState<ReportStatusFilter>('pending');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<ReportListItem | null>(null);
  // The spec: messages clear after 3 s; the tab's and the dialog's each have their own.
  const tabMessage = useTimedMessage(INLINE_MESSAGE_MS);
  const dialogMessage = useTimedMessage(INLINE_MESSAGE_MS);
  const reports = useReports(status, page);

  const review = useReviewReport();
  const remove = useDeleteReport({
    onSuccess: (answer) => {
      tabMessage.show('success', answer.message);
      // The last report of a later page is gone: show the page before it.
      if (page > 1 && reports.data?.reports.length === 1) setPage(page - 1);
    },
    onError: (error) =>
      tabMessage.show('error', serverMessageOr(error, t('moderation.reports.deleteFailed'))),
  });

  const reviewFromRow = (report: ReportListItem) =>
    review.mutate(report, {
      onSuccess: (answer) => tabMessage.show('success', answer.message),
      onError: (error) =>
        tabMessage.show('error', serverMessageOr(error, t('moderation.reports.updateFailed'))),
    });
  const reviewFromDialog = (report: ReportListItem) =>
    review.mutate(report, {
      onSuccess: (answer) => dialogMessage.show('success', answer.message),
      onError: (error) =>
        dialogMessage.show('error', serverMessageOr(error, t('moderation.reports.updateFailed'))),
    });

  const openDetails = (report: ReportListItem) => {
    dialogMessage.clear();
    setOpened(report);
  };
  const closeDetails = () => {
    setOpened(null);
    dialogMessage.clear();
  };

  const confirmDelete = (report: ReportListItem) => {
    // One dialog at a time: the details make way for the confirmation.
    closeDetails();
    confirmDestructive({
      title: t('moderation.reports.confirmTitle'),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('moderation.reports.confirmQuestion')}</Text>
          <Text size="sm" c="var(--mantine-color-error)" fw={600}>
            {t('moderation.reports.confirmWarning')}
          </Text>
        </Stack>
      ),
      confirmLabel: t('moderation.common.delete'),
      onConfirm: () => remove.mutate(report),
    });
  };

  const changeStatus = (value: string) => {
    setStatus(value as ReportStatusFilter);
    setPage(1);
  };

  const data = reports.data;
  let body;
  if (reports.isPending) {
    body = <CenteredLoader label={t('moderation.reports.loading')} />;
  } else if (reports.isError && !data) {
    body = (
      <ListError
        message={serverMessageOr(reports.error, t('moderation.reports.fetchFailed'))}
        onRetry={() => void reports.refetch()}
      />
    );
  } else if (!data || data.reports.length === 0) {
    body = <ListEmpty icon={<IconFlagOff size={28} />} title={t('moderation.reports.empty')} />;
  } else {
    body = (
      <Stack gap="md" style={{ opacity: reports.isPlaceholderData ? 0.6 : 1 }}>
        <ReportsList
          reports={data.reports}
          actions={{
            onView: openDetails,
            onReview: reviewFromRow,
            onDelete: confirmDelete,
            reviewingId: busyRowId(review),
          }}
        />
        <Group justify="center" gap="md" component="nav" aria-label={t('moderation.reports.pages')}>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
            disabled={page <= 1 || reports.isPlaceholderData}
            onClick={() => setPage(page - 1)}
          >
            {t('moderation.reports.previous')}
          </Button>
          <Text size="sm" fw={600} aria-live="polite" data-testid="reports-page">
            <VisuallyHidden>{t('moderation.reports.page')} </VisuallyHidden>
            {page} / {data.totalPages}
          </Text>
          <Button
            variant="default"
            size="sm"
            rightSection={<IconChevronRight size={16} aria-hidden="true" />}
            disabled={page >= data.totalPages || reports.isPlaceholderData}
            onClick={() => setPage(page + 1)}
          >
            {t('moderation.reports.next')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('moderation.reports.title')}</Title>
          {data && (
            <Text size="sm" c="dimmed" data-testid="reports-total">
              {rangeLine(
                t,
                COUNTED_REPORTS[status],
                (page - 1) * REPORTS_PAGE_SIZE + 1,
                data.reports.length,
                data.totalReports,
              )}
            </Text>
          )}
        </Stack>
        <SegmentedControl
          data={FILTERS.map(({ value, label }) => ({ value, label: t(label) }))}
          value={status}
          onChange={changeStatus}
          aria-label={t('moderation.reports.show')}
        />
      </Group>
      <ActionMessage message={tabMessage.message} />
      {body}
      <ReportDetailsDialog
        report={opened}
        onClose={closeDetails}
        onReview={reviewFromDialog}
        onDelete={confirmDelete}
        isReviewing={review.isPending}
        message={dialogMessage.message}
      />
    </Stack>
  );
}
