import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconCheck, IconDots, IconEye, IconTrash } from '@tabler/icons-react';
import type { ReportListItem } from '#contracts/reports.ts';
import { formatDate } from '#web/lib/format-date.ts';
import {
  ownerName,
  ReportedContentText,
  ReportKindBadge,
  reporterName,
  ReportStatusBadge,
} from './reports-parts.tsx';
import { TableOrCards, type Column } from '#web/components/lists/table-or-cards.tsx';

export interface ReportRowActions {
  onView: (report: ReportListItem) => void;
  onReview: (report: ReportListItem) => void;
  onDelete: (report: ReportListItem) => void;
  /** The report whose review is on its way, if any. */
  reviewingId: string | null;
}

function RowActions({
  report,
  actions,
  isStacked = false,
}: {
  report: ReportListItem;
  actions: ReportRowActions;
  /** In the table the buttons stand in a column, leaving the width to the content. */
  isStacked?: boolean;
}) {
  const about = `report by ${reporterName(report)} from ${formatDate(report.createdAt)}`;
  const Layout = isStacked ? Stack : Group;
  return (
    <Layout gap={6} {...(isStacked ? { align: 'stretch' } : { wrap: 'nowrap' })}>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconEye size={14} aria-hidden="true" />}
        onClick={() => actions.onView(report)}
        aria-label={`View ${about}`}
      >
        View
      </Button>
      {report.status === 'pending' && (
        <Button
          size="compact-sm"
          variant="light"
          color="teal"
          c="var(--mantine-color-text)"
          leftSection={<IconCheck size={14} aria-hidden="true" />}
          onClick={() => actions.onReview(report)}
          loading={actions.reviewingId === report._id}
          aria-label={`Mark ${about} as reviewed`}
        >
          Reviewed
        </Button>
      )}
      {/* Deleting is rare and final: it waits in a menu, then asks for confirmation. */}
      <Menu position="bottom-end" withArrow shadow="md">
        <Menu.Target>
          <Button
            size="compact-sm"
            variant="default"
            rightSection={<IconDots size={14} aria-hidden="true" />}
            aria-label={`More actions for the ${about}`}
          >
            More
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            color="var(--mantine-color-error)"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => actions.onDelete(report)}
            aria-label={`Delete ${about}`}
          >
            Delete Report
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Layout>
  );
}

/** Reports as a table from 768 px up, as cards under it (the spec). */
export function ReportsList({
  reports,
  actions,
}: {
  reports: ReportListItem[];
  actions: ReportRowActions;
}) {
  const columns: Column<ReportListItem>[] = [
    { header: 'Type', width: 115, cell: (report) => <ReportKindBadge report={report} /> },
    { header: 'Reported By', noWrap: true, cell: reporterName },
    { header: 'Content Owner', noWrap: true, cell: ownerName },
    { header: 'Content', width: 200, cell: (report) => <ReportedContentText report={report} /> },
    {
      header: 'Status',
      width: 110,
      cell: (report) => <ReportStatusBadge status={report.status} />,
    },
    { header: 'Date', noWrap: true, cell: (report) => formatDate(report.createdAt) },
    {
      header: 'Actions',
      cell: (report) => <RowActions report={report} actions={actions} isStacked />,
    },
  ];

  return (
    <TableOrCards
      label="Reports"
      rows={reports}
      columns={columns}
      minTableWidth={900}
      card={(report) => (
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs">
              <ReportKindBadge report={report} />
              <ReportStatusBadge status={report.status} />
            </Group>
            <Text size="xs" c="dimmed">
              {formatDate(report.createdAt)}
            </Text>
          </Group>
          <ReportedContentText report={report} />
          <Text size="xs" c="dimmed">
            Reported by {reporterName(report)} · Owner {ownerName(report)}
          </Text>
          <RowActions report={report} actions={actions} />
        </Stack>
      )}
    />
  );
}
