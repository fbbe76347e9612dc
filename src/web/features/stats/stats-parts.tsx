import { Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { STATS_PERIODS, type StatsPeriod } from '#contracts/stats.constants.ts';
import { listFirstLoad } from '#web/components/lists/list-first-load.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';
import { serverMessageOr } from '#web/lib/server-message.ts';
import { useFormat } from '#web/lib/use-format.ts';
import type { MoneySeries } from './api.ts';
import classes from './stats.module.css';

/** The tab's heading, the line under it, and the period switch (7, 30 or 90 days). */
export function StatsHeader({
  title,
  intro,
  days,
  onDaysChange,
}: {
  title: string;
  intro: string;
  days: StatsPeriod;
  onDaysChange: (days: StatsPeriod) => void;
}) {
  const t = useMessages('dashboard');
  return (
    <Stack gap="sm">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      </div>
      <SegmentedControl
        aria-label={t('dashboard.stats.period.label')}
        value={days}
        onChange={(value) => onDaysChange(value as StatsPeriod)}
        data={STATS_PERIODS.map((period) => ({
          value: period,
          label: t('dashboard.stats.period.days', { count: Number(period) }),
        }))}
        className={classes.periods}
      />
    </Stack>
  );
}

/** While the first answer loads, or why it failed (with a retry); null once there are figures. */
export function useStatsFirstLoad(query: {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: unknown;
  refetch: () => Promise<unknown>;
}) {
  const t = useMessages('dashboard');
  return listFirstLoad(query, query.data ? 1 : 0, {
    loading: t('dashboard.stats.loading'),
    failure: serverMessageOr(query.error, t('dashboard.stats.failed')),
  });
}

/** The period's totals, one card a figure. */
export function StatsTotals({ totals }: { totals: { label: string; value: string }[] }) {
  const t = useMessages('dashboard');
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, sm: 3, lg: totals.length > 4 ? 5 : 4 }}
      className={classes.totals}
      aria-label={t('dashboard.stats.totals.label')}
    >
      {totals.map(({ label, value }) => (
        <Paper component="li" key={label} withBorder radius="md" p="sm">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz="xl" fw={700}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export interface FigureColumn<Row> {
  header: string;
  value: (row: Row) => string;
}

/**
 * The charts' figures day by day, as text: a table under a disclosure, so the charts' readers
 * and anyone who wants the exact numbers can read them.
 */
export function FiguresTable<Row extends { date: string }>({
  rows,
  columns,
}: {
  rows: Row[];
  columns: FigureColumn<Row>[];
}) {
  const t = useMessages('dashboard');
  const format = useFormat();
  return (
    <details className={classes.figures}>
      <summary>{t('dashboard.stats.figures.show')}</summary>
      <Table.ScrollContainer minWidth={480}>
        <Table striped verticalSpacing="xs">
          <Table.Caption>{t('dashboard.stats.figures.title')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('dashboard.stats.figures.day')}</Table.Th>
              {columns.map((column) => (
                <Table.Th scope="col" key={column.header} ta="end">
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.date}>
                <Table.Th scope="row" fw={400}>
                  {format.utcDate(row.date)}
                </Table.Th>
                {columns.map((column) => (
                  <Table.Td key={column.header} ta="end">
                    {column.value(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </details>
  );
}

/** The money columns of the figures table: one per currency, never added across them. */
export function moneyColumns<Row extends { date: string }>(
  money: MoneySeries[],
  header: (currency: string) => string,
  formatMoney: (amount: number, currency: string) => string,
): FigureColumn<Row>[] {
  return money.map((series) => {
    const byDate = new Map(series.days.map((day) => [day.date, day.amount]));
    return {
      header: header(series.currency),
      value: (row: Row) => formatMoney(byDate.get(row.date) ?? 0, series.currency),
    };
  });
}

/** A section of the tab with its heading. */
export function StatsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
