import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCash, IconHeartHandshake, IconUserPlus } from '@tabler/icons-react';
import { isOfficer as isBureauOfficer, REGISTRATION_FEE } from '@quartier/shared';
import { formatNumber, formatXaf } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { LoadError } from '@/components/LoadError';
import { useSession } from '@/lib/session';
import { useFundTotals } from '../api/get-fund-totals';
import { useGenders } from '../api/get-genders';
import { useMemberCount } from '../api/get-member-count';
import { FirstStepsCard } from '../components/FirstStepsCard';
import { FundsDonutCard } from '../components/FundsDonutCard';
import { HomeCard } from '../components/HomeCard';
import { MembersCard } from '../components/MembersCard';
import { MonthTrendCard } from '../components/MonthTrendCard';
import { MyContributionsTile } from '../components/MyContributionsTile';
import { MySummaryCard } from '../components/MySummaryCard';
import { MyWithdrawalsCard } from '../components/MyWithdrawalsCard';
import { NotificationsPreview } from '../components/NotificationsPreview';
import { isOfficer } from './dashboard.preload';

/**
 * Dashboard (spec 'Dashboard'): the three funds and the members, this month's contributions
 * with their trend against last month, the member's own cards, the latest notifications and
 * the 'Caisses' doughnut. Every figure comes from the server (rulings R9).
 */
export function DashboardPage() {
  const t = useT();
  const session = useSession();
  const funds = useFundTotals();
  const members = useMemberCount();
  const genders = useGenders();

  if (!session) return null;
  const officer = isOfficer(session.roleCode);
  const member = !officer;
  const fund = (caisse: 1 | 2 | 3) => funds.data?.find((entry) => entry.caisse === caisse)?.montant;
  const headError = funds.error ?? members.error ?? genders.error;
  // Which association these figures are (issue 21): the person may belong to several.
  const association = session.association?.nom;

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3">
          {t.dashboard.hello(session.prenom)}
        </Title>
        <Text c="dimmed">{t.dashboard.intro(association, member)}</Text>
      </div>

      {/* The Président and the Secrétaire of a new association: what to do first (issue 22). */}
      {session.roleCode && isBureauOfficer(session.roleCode) && session.association ? (
        <FirstStepsCard associationId={session.association.id} membreId={session.membreId} />
      ) : null}

      {headError ? (
        <LoadError
          title={t.dashboard.headError}
          error={headError}
          onRetry={() => {
            void funds.refetch();
            void members.refetch();
            void genders.refetch();
          }}
        />
      ) : null}

      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <HomeCard
          title={t.dashboard.solidarity}
          amount={fund(1)}
          icon={<IconHeartHandshake size={20} />}
          description={t.dashboard.balance}
          unavailable={funds.isError}
          testId="carte-solidarite"
        />
        <HomeCard
          title={t.dashboard.monthly}
          amount={fund(3)}
          icon={<IconCash size={20} />}
          description={t.dashboard.balance}
          unavailable={funds.isError}
          testId="carte-mensuelle"
        />
        <HomeCard
          title={t.dashboard.registrations}
          amount={members.data?.montantInscriptions}
          icon={<IconUserPlus size={20} />}
          description={
            members.data
              ? t.dashboard.registrationsDetail(
                  members.data.count,
                  formatNumber(members.data.count),
                  formatXaf(REGISTRATION_FEE),
                )
              : undefined
          }
          unavailable={members.isError}
          testId="carte-inscriptions"
        />
        <MembersCard
          count={members.data?.count}
          women={genders.data?.women}
          men={genders.data?.men}
          unavailable={members.isError || genders.isError}
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <MonthTrendCard
          caisse={3}
          title={t.dashboard.monthContributions}
          icon={<IconCash size={20} />}
          testId="carte-cotisations-du-mois"
        />
        <MonthTrendCard
          caisse={1}
          title={t.dashboard.monthSolidarity}
          icon={<IconHeartHandshake size={20} />}
          testId="carte-solidarite-du-mois"
        />
        <MyContributionsTile />
      </SimpleGrid>

      {member ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <MySummaryCard memberId={session.membreId} />
          <MyWithdrawalsCard memberId={session.membreId} />
        </SimpleGrid>
      ) : null}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <FundsDonutCard
          funds={funds.data}
          error={funds.error}
          onRetry={() => void funds.refetch()}
          showTotal={officer}
        />
        <NotificationsPreview />
      </SimpleGrid>
    </Stack>
  );
}

export { DashboardPage as Component };
