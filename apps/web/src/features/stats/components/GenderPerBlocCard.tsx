import { Stack, Table } from '@mantine/core';
import { BarChart } from '@/components/charts';
import { ChartCard } from '@/components/charts/ChartCard';
import { GENDER_COLORS } from '@/components/charts/palette';
import { formatNumber } from '@/lib/format';
import type { BlocMembers } from '../api/get-gender-per-bloc';
import { useStatsMessages } from '../i18n';
import { FigureTable } from './FigureTable';

/** Men and women per block: grouped bars (women red, men dark blue) and the same figures as a table. */
export function GenderPerBlocCard({ rows }: { rows: BlocMembers[] }) {
  const t = useStatsMessages().gender;
  const sorted = [...rows].sort((a, b) => a.bloc.localeCompare(b.bloc, 'fr', { numeric: true }));
  const data = sorted.map((row) => ({ bloc: row.bloc, women: row.women, men: row.men }));
  const summary = t.summary(
    sorted
      .map((row) => t.blocLine(row.bloc, row.women, formatNumber(row.women), row.men, formatNumber(row.men)))
      .join(', '),
  );
  const women = sorted.reduce((sum, row) => sum + row.women, 0);
  const men = sorted.reduce((sum, row) => sum + row.men, 0);

  return (
    <ChartCard title={t.title} testId="genre-par-bloc">
      <Stack gap="md">
        <BarChart
          data={data}
          dataKey="bloc"
          series={[
            { name: 'women', label: t.women, color: GENDER_COLORS.women },
            { name: 'men', label: t.men, color: GENDER_COLORS.men },
          ]}
          height={260}
          allowDecimals={false}
          axisFormatter={formatNumber}
          label={summary}
        />
        <FigureTable
          label={t.title}
          headers={[t.bloc, t.women, t.men, t.total]}
          foot={
            <Table.Tr>
              <Table.Th scope="row">{t.total}</Table.Th>
              <Table.Th ta="right">{formatNumber(women)}</Table.Th>
              <Table.Th ta="right">{formatNumber(men)}</Table.Th>
              <Table.Th ta="right">{formatNumber(women + men)}</Table.Th>
            </Table.Tr>
          }
        >
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
        </FigureTable>
      </Stack>
    </ChartCard>
  );
}
