import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ColumnTable } from '#web/components/lists/column-table.tsx';
import type { Column } from '#web/components/lists/table-or-cards.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { errorMessage } from '#web/lib/api-client.ts';

/** The tab that manages each recent list's items, where its View All leads. */
const MANAGING_TAB = {
  users: 'users',
  posts: 'posts',
  narratives: 'allnarratives',
  comments: 'comments',
} as const;

/** A recent list; its words are `moderation.overview.recent.{name}.…`. */
export type RecentListName = keyof typeof MANAGING_TAB;

/**
 * One of the overview's recent lists: the newest five of something in a small table, with
 * View All leading to the tab that manages them.
 */
export function OverviewRecentList<Row extends { _id: string }>({
  name,
  rows,
  columns,
  query,
}: {
  name: RecentListName;
  rows: Row[] | undefined;
  columns: Column<Row>[];
  /** The list's query: pending draws placeholders, an error says what went wrong. */
  query: { isPending: boolean; error: unknown };
}) {
  const t = useMessages('moderation');
  const titleId = useId();
  const title = t(`moderation.overview.recent.${name}.title`);
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
        {t(`moderation.overview.recent.${name}.empty`)}
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
          to={`/dashboard?tab=${MANAGING_TAB[name]}`}
          variant="subtle"
          size="compact-sm"
          rightSection={<IconArrowRight size={14} aria-hidden="true" />}
          aria-label={t(`moderation.overview.recent.${name}.viewAll`)}
        >
          {t('moderation.overview.viewAll')}
        </Button>
      </Group>
      {body}
    </Paper>
  );
}
