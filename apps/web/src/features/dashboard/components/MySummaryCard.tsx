import { Box, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { REGISTRATION_FEE } from '@quartier/shared';
import { formatXaf } from '@/lib/format';
import { LoadError } from '@/components/LoadError';
import { currentPeriod, monthYear } from '@/components/period';
import { useMyMonthlyContributions } from '../api/get-my-monthly-contributions';
import { useUserContributions } from '@/api/get-user-contributions';
import { DashboardSection } from './DashboardSection';
import { SummaryRow } from './SummaryRow';
import { useT } from '@/lib/i18n';

/**
 * A member's own summary (spec 'Dashboard', members only): what she paid this month to each
 * fund, her totals of the year, and the registration fee of 5 000 XAF.
 */
export function MySummaryCard({ memberId }: { memberId: number }) {
  const t = useT();
  const { year } = currentPeriod();
  const month = useMyMonthlyContributions(memberId);
  const monthly = useUserContributions(3, year, memberId);
  const solidarity = useUserContributions(1, year, memberId);
  const failed = [month, monthly, solidarity].find((query) => query.isError);

  return (
    <DashboardSection title={t.dashboard.mySummary} testId="carte-mes-cotisations">
      {failed ? (
        <LoadError
          title={t.dashboard.mySummaryFailed}
          error={failed.error}
          onRetry={() => {
            void month.refetch();
            void monthly.refetch();
            void solidarity.refetch();
          }}
        />
      ) : month.data && monthly.data && solidarity.data ? (
        <Stack gap="sm">
          <div>
            <SectionLabel>{t.dashboard.thisMonth(monthYear(month.data.mois, month.data.annee))}</SectionLabel>
            <Box component="dl" m={0}>
              <SummaryRow label={t.funds[3]} testId="mois-mensuelle">
                {formatXaf(month.data.mensuel.montant)}
              </SummaryRow>
              <SummaryRow label={t.funds[1]} testId="mois-solidarite">
                {formatXaf(month.data.solidarite.montant)}
              </SummaryRow>
            </Box>
          </div>
          <div>
            <SectionLabel>{t.dashboard.year(year)}</SectionLabel>
            <Box component="dl" m={0}>
              <SummaryRow label={t.funds[3]} testId="annee-mensuelle">
                {formatXaf(monthly.data.year)}
              </SummaryRow>
              <SummaryRow label={t.funds[1]} testId="annee-solidarite">
                {formatXaf(solidarity.data.year)}
              </SummaryRow>
            </Box>
          </div>
          <Box component="dl" m={0}>
            <SummaryRow label={t.dashboard.registrationFee} testId="frais-inscription">
              {formatXaf(REGISTRATION_FEE)}
            </SummaryRow>
          </Box>
        </Stack>
      ) : (
        <Stack gap={10} aria-busy="true" aria-label={t.dashboard.mySummaryLoading}>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={20} />
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}

function SectionLabel({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={2}>
      {children}
    </Text>
  );
}
