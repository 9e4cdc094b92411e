import { Stack, Table } from '@mantine/core';
import { formatNumber } from '@quartier/shared';
import { BarChart } from '@/components/charts';
import { ChartCard } from '@/components/charts/ChartCard';
import { GENDER_COLORS } from '@/components/charts/palette';
import type { BlocMembers } from '../api/get-gender-per-bloc';

/** Men and women per block: grouped bars (women red, men dark blue) and the same figures as a table. */
export function GenderPerBlocCard({ rows }: { rows: BlocMembers[] }) {
  const sorted = [...rows].sort((a, b) => a.bloc.localeCompare(b.bloc, 'fr', { numeric: true }));
  const data = sorted.map((row) => ({ bloc: row.bloc, Femmes: row.women, Hommes: row.men }));
  const summary = `Hommes et femmes par bloc : ${sorted
    .map((row) => `${row.bloc} ${formatNumber(row.women)} femmes et ${formatNumber(row.men)} hommes`)
    .join(', ')}.`;
  const women = sorted.reduce((sum, row) => sum + row.women, 0);
  const men = sorted.reduce((sum, row) => sum + row.men, 0);

  return (
    <ChartCard title="Hommes et femmes par bloc" testId="genre-par-bloc">
      <Stack gap="md">
        <BarChart
          data={data}
          dataKey="bloc"
          series={[
            { name: 'Femmes', color: GENDER_COLORS.women },
            { name: 'Hommes', color: GENDER_COLORS.men },
          ]}
          height={260}
          allowDecimals={false}
          axisFormatter={formatNumber}
          label={summary}
        />
        <Table verticalSpacing={6} horizontalSpacing={8} fz="sm" aria-label="Hommes et femmes par bloc">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Bloc</Table.Th>
              <Table.Th ta="right">Femmes</Table.Th>
              <Table.Th ta="right">Hommes</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((row) => (
              <Table.Tr key={row.bloc}>
                <Table.Th scope="row" fw={500}>
                  {row.bloc}
                </Table.Th>
                <Table.Td ta="right">{formatNumber(row.women)}</Table.Td>
                <Table.Td ta="right">{formatNumber(row.men)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatNumber(row.total)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">Total</Table.Th>
              <Table.Th ta="right">{formatNumber(women)}</Table.Th>
              <Table.Th ta="right">{formatNumber(men)}</Table.Th>
              <Table.Th ta="right">{formatNumber(women + men)}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Stack>
    </ChartCard>
  );
}
