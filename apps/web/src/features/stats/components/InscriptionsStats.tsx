import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconCash, IconUsers, IconWoman, IconMan } from '@tabler/icons-react';
import { REGISTRATION_FEE } from '@quartier/shared';
import { ChartCard } from '@/components/charts/ChartCard';
import { QueryState } from '@/components/QueryState';
import { sharePercent } from '@/components/period';
import { formatShare } from '@/components/period-format';
import { StatCard, StatCardSkeleton } from '@/components/StatCard';
import { formatNumber, formatXaf } from '@/lib/format';
import { useGenderPerBloc, type BlocMembers } from '../api/get-gender-per-bloc';
import { useStatsMessages } from '../i18n';
import { BlocMembersCard } from './BlocMembersCard';
import { GenderPerBlocCard } from './GenderPerBlocCard';

/**
 * The Inscriptions view (spec 'Statistics'): members, women and men, the registration fees,
 * members per block (table with the largest and smallest block, pie chart), men and women per
 * block (bar chart and table). All members, whatever the year.
 */
export function InscriptionsStats() {
  const t = useStatsMessages();
  const perBloc = useGenderPerBloc();

  return (
    <QueryState
      query={perBloc}
      placeholder={
        <Stack gap="md" aria-busy="true" aria-label={t.inscriptions.loading}>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            {Array.from({ length: 4 }, (_, index) => (
              <StatCardSkeleton key={index} withTrend={false} />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ChartCard title={t.blocMembers.title}>
              <Skeleton height={360} />
            </ChartCard>
            <ChartCard title={t.gender.title}>
              <Skeleton height={360} />
            </ChartCard>
          </SimpleGrid>
        </Stack>
      }
      errorTitle={t.inscriptions.failed}
    >
      {(rows) => <InscriptionsFigures rows={rows} />}
    </QueryState>
  );
}

function InscriptionsFigures({ rows }: { rows: BlocMembers[] }) {
  const t = useStatsMessages().inscriptions;
  const members = rows.reduce((sum, row) => sum + row.total, 0);
  const women = rows.reduce((sum, row) => sum + row.women, 0);
  const men = rows.reduce((sum, row) => sum + row.men, 0);

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t.heading}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <StatCard
          title={t.members}
          value={formatNumber(members)}
          icon={<IconUsers size={20} />}
          testId="inscrits-total"
        />
        <StatCard
          title={t.women}
          value={formatNumber(women)}
          icon={<IconWoman size={20} />}
          description={t.shareOfMembers(formatShare(sharePercent(women, members)))}
          testId="inscrits-femmes"
        />
        <StatCard
          title={t.men}
          value={formatNumber(men)}
          icon={<IconMan size={20} />}
          description={t.shareOfMembers(formatShare(sharePercent(men, members)))}
          testId="inscrits-hommes"
        />
        <StatCard
          title={t.fees}
          value={formatXaf(members * REGISTRATION_FEE)}
          icon={<IconCash size={20} />}
          description={`${formatNumber(members)} × ${formatXaf(REGISTRATION_FEE)}`}
          testId="inscrits-droits"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <BlocMembersCard rows={rows} />
        <GenderPerBlocCard rows={rows} />
      </SimpleGrid>
    </Stack>
  );
}
