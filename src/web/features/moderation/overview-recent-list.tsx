import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ColumnTable } from '#web/components/lists/column-table.tsx';
import type { Column } from '#web/components/lists/table-or-cards.tsx';

/**
 * One of the overview's recent lists: the newest five of something in a small table, with
 * View All leading to the tab that manages them.
 */
export function OverviewRecentList<Row>({
  title,
  viewAllTo,
  rows,
  rowKey,
  columns,
  isLoading,
  error,
  emptyText,
}: {
  title: string;
  viewAllTo: string;
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  columns: Column<Row>[];
  isLoading: boolean;
  error: ReactNode;
  emptyText: string;
}) {
  const titleId = useId();
  let body: ReactNode;
  if (isLoading) {
    body = (
      <Stack gap="xs" p="md">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={36} />
        ))}
      </Stack>
    );
  } else if (error) {
    body = <div style={{ padding: 'var(--mantine-spacing-md)' }}>{error}</div>;
  } else if (!rows?.length) {
    body = (
      <Text c="dimmed" size="sm" p="md">
        {emptyText}
      </Text>
    );
  } else {
    body = (
      <ColumnTable
        verticalSpacing="xs"
        aria-label={title}
        layout="fixed"
        fixedWidths
        rows={rows}
        rowKey={rowKey}
        columns={columns}
      />
    );
  }

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      bg="var(--hearth-surface)"
      style={{ overflow: 'hidden' }}
    >
      <Group justify="space-between" px="md" pt="md" pb="xs" wrap="nowrap">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <Button
          component={Link}
          to={viewAllTo}
          variant="subtle"
          size="compact-sm"
          rightSection={<IconArrowRight size={14} aria-hidden="true" />}
          aria-label={`View all ${title.replace(/^Recent /, '').toLowerCase()}`}
        >
          View All
        </Button>
      </Group>
      {body}
    </Paper>
  );
}
