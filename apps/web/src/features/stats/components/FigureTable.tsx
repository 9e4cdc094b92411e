import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table of figures of the statistics: one look for all (compact rows, small text), the first
 * column naming the row, every other column a figure, right-aligned. `children` are the body's
 * rows, `foot` the totals' row.
 */
export function FigureTable({
  label,
  headers,
  striped = false,
  foot,
  children,
}: {
  label: string;
  /** The first column's header, then the figures'. */
  headers: [string, ...string[]];
  striped?: boolean;
  foot?: ReactNode;
  children: ReactNode;
}) {
  const [first, ...figures] = headers;
  return (
    <Table striped={striped} verticalSpacing={6} horizontalSpacing={8} fz="sm" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{first}</Table.Th>
          {figures.map((header, index) => (
            <Table.Th key={index} ta="right">
              {header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
      {foot ? <Table.Tfoot>{foot}</Table.Tfoot> : null}
    </Table>
  );
}
