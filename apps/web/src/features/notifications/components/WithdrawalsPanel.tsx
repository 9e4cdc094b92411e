import { MESSAGES } from '@quartier/shared';
import { Group, Stack, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { formatXaf } from '@/lib/format';
import { useDecideWithdrawal } from '../api/decide-withdrawal';
import { useWithdrawalRequests, type WithdrawalFilter } from '../api/get-withdrawal-requests';
import { QueryState } from '@/components/QueryState';
import { PanelTabs } from './PanelTabs';
import { RequestCard } from './RequestCard';
import { RequestList } from './RequestList';
import { WithdrawalDetails, withdrawalTitle } from './WithdrawalDetails';

/** Withdrawal cards per page (spec section 9: 2, the reading kept for both funds). */
export const WITHDRAWALS_PAGE_SIZE = 2;

const TABS: Array<{ value: WithdrawalFilter; label: string }> = [
  { value: 'mensuel', label: 'Cotisations Mensuelles' },
  { value: 'fond', label: 'Fond de solidarité' },
];

function WithdrawalRequests({ filter, label }: { filter: WithdrawalFilter; label: string }) {
  const requests = useWithdrawalRequests(filter);
  const decide = useDecideWithdrawal();

  return (
    <QueryState
      query={requests}
      loading={{ count: WITHDRAWALS_PAGE_SIZE, columns: 2, height: 300, label: 'Chargement des demandes' }}
      errorTitle={MESSAGES.withdrawalsLoadFailed}
      toastOnError
    >
      {({ sorties, cotisations }) => (
        <Stack gap="sm">
          <Group gap="xs" wrap="nowrap">
            <IconCash size={18} aria-hidden color="var(--mantine-color-gray-7)" style={{ flexShrink: 0 }} />
            <Text size="sm">
              Solde de la caisse {cotisations.nom} : <strong>{formatXaf(cotisations.solde)}</strong>
            </Text>
          </Group>
          <RequestList
            items={sorties}
            pageSize={WITHDRAWALS_PAGE_SIZE}
            label={`Demandes de sortie : ${label}`}
            empty={{
              title: 'Aucune demande de sortie',
              description: `Les demandes de sortie d’argent de la caisse ${cotisations.nom} apparaîtront ici.`,
            }}
            decide={async (decision) => {
              const answer = await decide.mutateAsync(decision);
              return decision.decision === 'Valide' ? answer.msg : MESSAGES.rejectSucceeded;
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
      )}
    </QueryState>
  );
}

/**
 * Sorties (spec 'Notifications'): withdrawal requests of each fund, 2 cards per page.
 */
export function WithdrawalsPanel({ initialTab }: { initialTab?: string | null }) {
  return (
    <PanelTabs tabs={TABS} initialTab={initialTab} label="Caisse">
      {(t) => <WithdrawalRequests filter={t.value} label={t.label} />}
    </PanelTabs>
  );
}
