import { Group, Stack, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { formatXaf } from '@/lib/format';
import { currentMessages, useT } from '@/lib/i18n';
import { messages, useMessages } from '../i18n';
import { fundName } from '../lib/labels';
import { useDecideWithdrawal } from '../api/decide-withdrawal';
import { useWithdrawalRequests, type WithdrawalFilter } from '../api/get-withdrawal-requests';
import { QueryState } from '@/components/QueryState';
import { PanelTabs } from './PanelTabs';
import { RequestCard } from './RequestCard';
import { RequestList } from './RequestList';
import { WithdrawalDetails, withdrawalTitle } from './WithdrawalDetails';

/** Withdrawal cards per page (spec section 9: 2, the reading kept for both funds). */
export const WITHDRAWALS_PAGE_SIZE = 2;

function WithdrawalRequests({ filter, label }: { filter: WithdrawalFilter; label: string }) {
  const requests = useWithdrawalRequests(filter);
  const decide = useDecideWithdrawal();
  const t = useT();
  const m = useMessages();

  return (
    <QueryState
      query={requests}
      loading={{ count: WITHDRAWALS_PAGE_SIZE, columns: 2, height: 300, label: m.loadingRequests }}
      errorTitle={t.shared.withdrawalsLoadFailed}
      toastOnError
    >
      {({ sorties, cotisations }) => {
        const fund = fundName(cotisations.id, cotisations.nom);
        return (
          <Stack gap="sm">
            <Group gap="xs" wrap="nowrap">
              <IconCash size={18} aria-hidden color="var(--mantine-color-gray-7)" style={{ flexShrink: 0 }} />
              <Text size="sm">
                {m.withdrawals.balance(fund)} <strong>{formatXaf(cotisations.solde)}</strong>
              </Text>
            </Group>
            <RequestList
              items={sorties}
              pageSize={WITHDRAWALS_PAGE_SIZE}
              label={m.withdrawals.listLabel(label)}
              empty={{
                title: m.withdrawals.emptyTitle,
                description: m.withdrawals.emptyText(fund),
              }}
              decide={async (decision) => {
                await decide.mutateAsync(decision);
                // The catalogue's words, the server's French word for word (its `msg`).
                return decision.decision === 'Valide'
                  ? messages().withdrawals.validated
                  : currentMessages().shared.rejectSucceeded;
              }}
              renderCard={(sortie, actions) => (
                <RequestCard
                  requester={sortie.Membre}
                  createdAt={sortie.createdAt}
                  title={withdrawalTitle(sortie)}
                  statut={sortie.statut}
                  actions={actions}
                >
                  <WithdrawalDetails sortie={sortie} />
                </RequestCard>
              )}
            />
          </Stack>
        );
      }}
    </QueryState>
  );
}

/**
 * Sorties (spec 'Notifications'): withdrawal requests of each fund, 2 cards per page.
 */
export function WithdrawalsPanel({ initialTab }: { initialTab?: string | null }) {
  const t = useT();
  const tabs: Array<{ value: WithdrawalFilter; label: string }> = [
    { value: 'mensuel', label: t.pages.cotisationMensuelles },
    { value: 'fond', label: t.pages.fondSolidarite },
  ];
  return (
    <PanelTabs tabs={tabs} initialTab={initialTab} label={useMessages().withdrawals.tabsLabel}>
      {(t) => <WithdrawalRequests filter={t.value} label={t.label} />}
    </PanelTabs>
  );
}
