import { Paper, Stack, Table, type TableTdProps } from '@mantine/core';
import { ColumnTable } from './column-table.tsx';
import type { CSSProperties, ReactNode } from 'react';
import { useNarrowScreen } from './use-narrow-screen.ts';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Keeps a short column (dates, counts, buttons) on one line. */
  noWrap?: boolean;
  /** A width the column never goes below (badges, buttons), or a fixed one in small tables. */
  width?: number;
  /** Figures (amounts) line up at the end of the line (the right in English), header and cells. */
  alignEnd?: boolean;
  /** The header is for screen readers only (a column of buttons). */
  hideHeader?: boolean;
  /** More of the cells' looks: their weight, widest width, class. */
  cellProps?: Pick<TableTdProps, 'fw' | 'maw' | 'className'> & { style?: CSSProperties };
}

interface TableOrCardsProps<Row extends { _id: string }> {
  /** Names the table (and the card list) for screen readers. */
  label: string;
  rows: Row[];
  columns: Column<Row>[];
  /** The content of one card on narrow screens. */
  card: (row: Row) => ReactNode;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minTableWidth?: number;
  /** The widest screen that gets cards, where it is not the dashboard's breakpoint. */
  cardsUpTo?: string;
}

/**
 * A dashboard list: a table from 768 px up, and under it one card per row (the spec). Dimmed
 * while a newer answer loads, so the old rows stay readable instead of flashing away.
 */
export function TableOrCards<Row extends { _id: string }>({
  label,
  rows,
  columns,
  card,
  minTableWidth = 720,
  cardsUpTo,
}: TableOrCardsProps<Row>) {
  const isNarrow = useNarrowScreen(cardsUpTo);

  if (isNarrow) {
    return (
      <Stack component="ul" gap="sm" p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Paper component="li" key={row._id} withBorder radius="md" p="sm">
            {card(row)}
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={minTableWidth}>
      <ColumnTable
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-label={label}
        rows={rows}
        columns={columns}
      />
    </Table.ScrollContainer>
  );
}
