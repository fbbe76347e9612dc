import { Stack } from '@mantine/core';
import { useFormat } from '#web/lib/use-format.ts';
import type { ReactNode } from 'react';
import { TableOrCards, type Column } from '#web/components/lists/table-or-cards.tsx';
import { useMessages } from '#web/i18n/use-messages.ts';

/** How one sub-tab of Requests draws its rows; the date and the decisions are the table's. */
export interface PendingTableView<Row> {
  /** Names the table for screen readers. */
  label: string;
  /** The columns between the date and the decisions. */
  columns: Column<Row>[];
  /** A card's lines above its decision buttons. */
  card: (row: Row) => ReactNode;
  /** The decision buttons of one row. */
  decide: (row: Row) => ReactNode;
  minTableWidth: number;
}

/**
 * A sub-tab's pending rows: when each was sent first and its decisions last, in the table from
 * 768 px, and on the cards below it the decisions under the row's lines.
 */
export function PendingTable<Row extends { _id: string; createdAt: string }>({
  view,
  rows,
}: {
  view: PendingTableView<Row>;
  rows: Row[];
}) {
  const format = useFormat();
  const t = useMessages('moderation');
  const { label, card, decide, minTableWidth } = view;
  const columns: Column<Row>[] = [
    {
      header: t('moderation.requests.date'),
      cell: (row) => format.date(row.createdAt),
      noWrap: true,
    },
    ...view.columns,
    { header: t('moderation.requests.actions'), cell: decide, noWrap: true },
  ];
  return (
    <TableOrCards
      label={label}
      rows={rows}
      columns={columns}
      minTableWidth={minTableWidth}
      card={(row) => (
        <Stack gap="sm">
          {card(row)}
          {decide(row)}
        </Stack>
      )}
    />
  );
}
