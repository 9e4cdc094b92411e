import { Skeleton, Stack, Text } from '@mantine/core';
import { abbreviateAmount, formatXaf } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { DonutChart } from '@/components/charts';
import { LegendList } from '@/components/charts/LegendList';
import { FUND_COLORS } from '@/components/charts/palette';
import { LoadError } from '@/components/LoadError';
import type { FundTotal } from '../api/get-fund-totals';
import { DashboardSection } from './DashboardSection';

/**
 * 'Caisses': a doughnut of the three fund balances with their amounts. The total of the three
 * funds is shown only to officers (spec section 6: a Membre does not see it), in the ring and
 * under the legend.
 */
export function FundsDonutCard({
  funds,
  error,
  onRetry,
  showTotal,
}: {
  funds: FundTotal[] | undefined;
  error: unknown;
  onRetry: () => void;
  showTotal: boolean;
}) {
  const t = useT();
  const cells = (funds ?? []).map((fund) => ({
    name: t.funds[fund.caisse],
    value: fund.montant,
    color: FUND_COLORS[fund.caisse],
  }));
  // A ring cannot draw a negative balance; the legend still gives the real amount.
  const slices = cells.map((cell) => ({ ...cell, value: Math.max(0, cell.value) }));
  const total = (funds ?? []).reduce((sum, fund) => sum + fund.montant, 0);
  const summary = cells.map((cell) => `${cell.name} ${formatXaf(cell.value)}`).join(', ');

  return (
    <DashboardSection title={t.dashboard.funds} subtitle={t.dashboard.fundsText} testId="carte-caisses">
      {error ? (
        <LoadError title={t.dashboard.fundsFailed} error={error} onRetry={onRetry} />
      ) : !funds ? (
        <Stack align="center" gap="md" aria-busy="true" aria-label={t.dashboard.fundsLoading}>
          <Skeleton height={180} circle />
          <Skeleton height={20} />
          <Skeleton height={20} />
          <Skeleton height={20} />
        </Stack>
      ) : (
        <Stack gap="md">
          <DonutChart
            size={180}
            thickness={26}
            data={slices}
            valueFormatter={formatXaf}
            chartLabel={showTotal ? `${abbreviateAmount(total)} XAF` : undefined}
            label={t.dashboard.fundsSummary(summary)}
          />
          <LegendList cells={cells} format={formatXaf} label={t.dashboard.fundsLegend} />
          {showTotal ? (
            <Text fw={700} ta="right" data-testid="total-caisses">
              {t.dashboard.fundsTotal(formatXaf(total))}
            </Text>
          ) : null}
        </Stack>
      )}
    </DashboardSection>
  );
}
