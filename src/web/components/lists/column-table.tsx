import { Table, VisuallyHidden, type TableProps } from '@mantine/core';
import type { Column } from './table-or-cards.tsx';

/**
 * A table drawn from its columns: a header row, then one row a record. `fixedWidths` makes a
 * column's width exact (small fixed-layout tables) instead of the least it may shrink to.
 */
export function ColumnTable<Row extends { _id: string }>({
  rows,
  columns,
  fixedWidths = false,
  ...tableProps
}: {
  rows: Row[];
  columns: Column<Row>[];
  fixedWidths?: boolean;
} & TableProps) {
  return (
    <Table {...tableProps}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th
              key={column.header}
              scope="col"
              w={fixedWidths ? column.width : undefined}
              miw={fixedWidths ? undefined : column.width}
              ta={column.alignEnd ? 'end' : undefined}
            >
              {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row._id}>
            {columns.map((column) => (
              <Table.Td
                key={column.header}
                ta={column.alignEnd ? 'end' : undefined}
                {...column.cellProps}
                style={
                  column.noWrap
                    ? { whiteSpace: 'nowrap', ...column.cellProps?.style }
                    : column.cellProps?.style
                }
              >
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
