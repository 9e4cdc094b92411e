import { Skeleton, Stack, Table } from '@mantine/core';
import type { CaisseId } from '@quartier/shared';
import { ChartCard } from '@/components/charts/ChartCard';
import { QueryState } from '@/components/QueryState';
import { lastMonthOf, monthTitle } from '@/components/period';
import { formatNumber } from '@/lib/format';
import { useAmountsPerMonth } from '../api/get-amounts-per-month';
import { useStatsMessages } from '../i18n';
import { FigureTable } from './FigureTable';
import { runningTotals } from '../lib/running-totals';

/**
 * Running totals of the year, month by month (spec 'Statistics'). A table rather than a third
 * curve: the exact cumulated amounts are what a treasurer checks against the cash book, a
 * table reads on a phone without hovering, and it needs no charting code.
 * The current year stops at the current month; a past year shows its twelve months.
 */
export function RunningTotalsCard({ caisse, year }: { caisse: CaisseId; year: number }) {
  const t = useStatsMessages().running;
  const perMonth = useAmountsPerMonth(caisse, year);
  const title = t.title(year);
  const lastMonth = lastMonthOf(year);

  return (
    <ChartCard title={title} description={t.description} testId="cumuls">
      <QueryState
        query={perMonth}
        placeholder={
          <Stack gap={8} aria-busy="true" aria-label={t.loading}>
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} height={22} />
            ))}
          </Stack>
        }
        errorTitle={t.failed}
      >
        {(amounts) => (
          <Table.ScrollContainer minWidth={300} type="native">
            <FigureTable striped label={t.tableLabel(title)} headers={[t.month, t.in, t.out, t.balance]}>
              {runningTotals(amounts.cotisation, amounts.sortie, lastMonth).map((row) => (
                <Table.Tr key={row.mois} fw={row.mois === lastMonth ? 700 : undefined}>
                  <Table.Th scope="row" fw="inherit">
                    {monthTitle(row.mois)}
                  </Table.Th>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatNumber(row.entrees)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatNumber(row.sorties)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} c={row.solde < 0 ? 'red.8' : undefined}>
                    {formatNumber(row.solde)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </FigureTable>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </ChartCard>
  );
}
