import { Skeleton, Stack, Table } from '@mantine/core';
import { formatXaf } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { LoadError } from '@/components/LoadError';
import { currentPeriod } from '@/components/period';
import { useUserContributions } from '@/api/get-user-contributions';
import { DashboardSection } from './DashboardSection';

/**
 * 'Mes sorties' (members only): the member's share of the validated withdrawals of each fund,
 * this year and since she joined (rulings R7: each withdrawal is shared among the subscribers).
 */
export function MyWithdrawalsCard({ memberId }: { memberId: number }) {
  const t = useT();
  const { year } = currentPeriod();
  const monthly = useUserContributions(3, year, memberId);
  const solidarity = useUserContributions(1, year, memberId);
  const failed = [monthly, solidarity].find((query) => query.isError);
  const rows = [
    { caisse: 3 as const, data: monthly.data },
    { caisse: 1 as const, data: solidarity.data },
  ];

  return (
    <DashboardSection
      title={t.dashboard.myWithdrawals}
      subtitle={t.dashboard.myWithdrawalsText}
      testId="carte-mes-sorties"
    >
      {failed ? (
        <LoadError
          title={t.dashboard.myWithdrawalsFailed}
          error={failed.error}
          onRetry={() => {
            void monthly.refetch();
            void solidarity.refetch();
          }}
        />
      ) : monthly.data && solidarity.data ? (
        <Table verticalSpacing={6} horizontalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.dashboard.fund}</Table.Th>
              <Table.Th ta="right">{year}</Table.Th>
              <Table.Th ta="right">{t.dashboard.overall}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ caisse, data }) => (
              <Table.Tr key={caisse}>
                <Table.Th scope="row" fw={400} c="dimmed">
                  {t.funds[caisse]}
                </Table.Th>
                <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {formatXaf(data?.sorties.year ?? 0)}
                </Table.Td>
                <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {formatXaf(data?.sorties.global ?? 0)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Stack gap={10} aria-busy="true" aria-label={t.dashboard.myWithdrawalsLoading}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={20} />
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
