import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { CenteredLoader } from '#web/components/centered-loader.tsx';
import { confirmDestructive } from '#web/components/confirm-dialog.ts';
import {
  IconAlertCircle,
  IconChevronLeft,
  IconChevronRight,
  IconCircleCheck,
  IconFlagOff,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { ReportListItem, ReportStatusFilter } from '#contracts/reports.ts';
import { REPORTS_PAGE_SIZE } from '#contracts/reports.constants.ts';
import type { SessionUser } from '#contracts/users.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import {
  INLINE_MESSAGE_MS,
  useTimedMessage,
  type TimedMessage,
} from '#web/lib/use-timed-message.ts';
import { useDeleteReport, useReports, useReviewReport } from './api.ts';
import { ReportDetailsDialog } from './reports-details-dialog.tsx';
import { ReportsList } from './reports-list.tsx';
import { ListEmpty } from '#web/components/lists/list-empty.tsx';
import { ListError } from '#web/components/lists/list-error.tsx';
import { serverMessageOr } from '#web/lib/server-message.ts';
import { COUNTED, rangeLine, type CountNoun } from '#web/lib/count-line.ts';

const FILTERS: { value: ReportStatusFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'reviewed', label: 'Reviewed' },
  { value: 'all', label: 'All' },
];

const COUNTED_REPORTS: Record<ReportStatusFilter, CountNoun> = {
  pending: COUNTED.pendingReports,
  reviewed: COUNTED.reviewedReports,
  all: COUNTED.reports,
};

const MESSAGES = {
  fetch: 'Error fetching reports',
  update: 'Error updating report',
  delete: 'Error deleting report',
};

function TabMessage({ message }: { message: TimedMessage | null }) {
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

/**
 * 'Manage Reports' (admins): pending, reviewed or all reports, ten to a page, each with its
 * details, Mark as Reviewed and Delete. The menu's badge counters follow every change.
 */
export function ReportsTab(_props: { user: SessionUser }) {
  usePageTitle('Manage Reports');
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
    onError: (error) => tabMessage.show('error', serverMessageOr(error, MESSAGES.delete)),
  });

  const reviewFromRow = (report: ReportListItem) =>
    review.mutate(report, {
      onSuccess: (answer) => tabMessage.show('success', answer.message),
      onError: (error) => tabMessage.show('error', serverMessageOr(error, MESSAGES.update)),
    });
  const reviewFromDialog = (report: ReportListItem) =>
    review.mutate(report, {
      onSuccess: (answer) => dialogMessage.show('success', answer.message),
      onError: (error) => dialogMessage.show('error', serverMessageOr(error, MESSAGES.update)),
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
      title: 'Confirm Deletion',
      children: (
        <Stack gap="xs">
          <Text size="sm">Are you sure you want to delete this report?</Text>
          <Text size="sm" c="var(--mantine-color-error)" fw={600}>
            This action cannot be undone.
          </Text>
        </Stack>
      ),
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
    body = <CenteredLoader label="Loading reports" />;
  } else if (reports.isError && !data) {
    body = (
      <ListError
        message={serverMessageOr(reports.error, MESSAGES.fetch)}
        onRetry={() => void reports.refetch()}
      />
    );
  } else if (!data || data.reports.length === 0) {
    body = <ListEmpty icon={<IconFlagOff size={28} />} title="No Reports Found" />;
  } else {
    body = (
      <Stack gap="md" style={{ opacity: reports.isPlaceholderData ? 0.6 : 1 }}>
        <ReportsList
          reports={data.reports}
          actions={{
            onView: openDetails,
            onReview: reviewFromRow,
            onDelete: confirmDelete,
            reviewingId: review.isPending ? (review.variables?._id ?? null) : null,
          }}
        />
        <Group justify="center" gap="md" component="nav" aria-label="Report pages">
          <Button
            variant="default"
            size="sm"
            leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
            disabled={page <= 1 || reports.isPlaceholderData}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </Button>
          <Text size="sm" fw={600} aria-live="polite" data-testid="reports-page">
            <VisuallyHidden>Page </VisuallyHidden>
            {page} / {data.totalPages}
          </Text>
          <Button
            variant="default"
            size="sm"
            rightSection={<IconChevronRight size={16} aria-hidden="true" />}
            disabled={page >= data.totalPages || reports.isPlaceholderData}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>Manage Reports</Title>
          {data && (
            <Text size="sm" c="dimmed" data-testid="reports-total">
              {rangeLine(
                (page - 1) * REPORTS_PAGE_SIZE + 1,
                data.reports.length,
                data.totalReports,
                COUNTED_REPORTS[status],
              )}
            </Text>
          )}
        </Stack>
        <SegmentedControl
          data={FILTERS}
          value={status}
          onChange={changeStatus}
          aria-label="Show reports"
        />
      </Group>
      <TabMessage message={tabMessage.message} />
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
