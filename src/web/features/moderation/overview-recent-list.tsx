import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ColumnTable } from '#web/components/lists/column-table.tsx';
import type { Column } from '#web/components/lists/table-or-cards.tsx';
import { errorMessage } from '#web/lib/api-client.ts';

/**
 * One of the overview's recent lists: the newest five of something in a small table, with
 * View All leading to the tab that manages them.
 */
export function OverviewRecentList<Row extends { _id: string }>({
  title,
  viewAllTo,
  rows,
  columns,
  query,
  emptyText,
}: {
  title: string;
  viewAllTo: string;
  rows: Row[] | undefined;
  columns: Column<Row>[];
  /** The list's query: pending draws placeholders, an error says what went wrong. */
  query: { isPending: boolean; error: unknown };
  emptyText: string;
}) {
  const titleId = useId();
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack gap="xs" p="md">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={36} />
        ))}
      </Stack>
    );
  } else if (query.error) {
    body = (
      <div style={{ padding: 'var(--mantine-spacing-md)' }}>
        <Text size="sm" c="red.7" role="alert">
          {errorMessage(query.error)}
        </Text>
      </div>
    );
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
