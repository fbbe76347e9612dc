import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import { IconCheck, IconDots, IconEye, IconTrash } from '@tabler/icons-react';
import type { ReportListItem } from '#contracts/reports.ts';
import { useMessages } from '#web/i18n/use-messages.ts';
import {
  ReportedContentText,
  ReportKindBadge,
  reportPeople,
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
  const format = useFormat();
  const t = useMessages('moderation');
  const about = {
    reporter: reportPeople(report, t).reporter,
    date: format.date(report.createdAt),
  };
  const Layout = isStacked ? Stack : Group;
  return (
    <Layout gap={6} {...(isStacked ? { align: 'stretch' } : { wrap: 'nowrap' })}>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconEye size={14} aria-hidden="true" />}
        onClick={() => actions.onView(report)}
        aria-label={t('moderation.reports.viewName', about)}
      >
        {t('moderation.reports.view')}
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
          aria-label={t('moderation.reports.reviewName', about)}
        >
          {t('moderation.reports.reviewedButton')}
        </Button>
      )}
      {/* Deleting is rare and final: it waits in a menu, then asks for confirmation. */}
      <Menu position="bottom-end" withArrow shadow="md">
        <Menu.Target>
          <Button
            size="compact-sm"
            variant="default"
            rightSection={<IconDots size={14} aria-hidden="true" />}
            aria-label={t('moderation.reports.moreName', about)}
          >
            {t('moderation.reports.more')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            color="var(--mantine-color-error)"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => actions.onDelete(report)}
            aria-label={t('moderation.reports.deleteName', about)}
          >
            {t('moderation.reports.delete')}
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
  const format = useFormat();
  const t = useMessages('moderation');
  const columns: Column<ReportListItem>[] = [
    {
      header: t('moderation.reports.type'),
      width: 115,
      cell: (report) => <ReportKindBadge report={report} />,
    },
    {
      header: t('moderation.reports.reportedByHeader'),
      noWrap: true,
      cell: (report) => reportPeople(report, t).reporter,
    },
    {
      header: t('moderation.reports.ownerHeader'),
      noWrap: true,
      cell: (report) => reportPeople(report, t).owner,
    },
    {
      header: t('moderation.reports.content'),
      width: 200,
      cell: (report) => <ReportedContentText report={report} />,
    },
    {
      header: t('moderation.reports.status'),
      width: 110,
      cell: (report) => <ReportStatusBadge status={report.status} />,
    },
    {
      header: t('moderation.reports.date'),
      noWrap: true,
      cell: (report) => format.date(report.createdAt),
    },
    {
      header: t('moderation.reports.actions'),
      cell: (report) => <RowActions report={report} actions={actions} isStacked />,
    },
  ];

  return (
    <TableOrCards
      label={t('moderation.reports.tableLabel')}
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
              {format.date(report.createdAt)}
            </Text>
          </Group>
          <ReportedContentText report={report} />
          <Text size="xs" c="dimmed">
            {t('moderation.reports.peopleLine', reportPeople(report, t))}
          </Text>
          <RowActions report={report} actions={actions} />
        </Stack>
      )}
    />
  );
}
