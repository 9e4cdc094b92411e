import { VisuallyHidden } from '@mantine/core';

/**
 * The figures of a chart as a table for screen readers (text alternative of a line or bar
 * chart): invisible on screen, read in full by assistive technologies.
 */
export function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  /** Header of each column; the first one names the rows (e.g. 'Mois'). */
  columns: string[];
  /** Each row: its name, then one formatted value per remaining column. */
  rows: string[][];
}) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, ...values]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              {values.map((value, index) => (
                <td key={columns[index + 1] ?? index}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
