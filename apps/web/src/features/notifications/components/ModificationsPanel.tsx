import { MESSAGES } from '@quartier/shared';
import { Stack } from '@mantine/core';
import { useDecideModification } from '../api/decide-modification';
import { useOngoingModifications, type ModificationFilter } from '../api/get-ongoing-modifications';
import { AllRequestsTable } from './AllRequestsTable';
import { ModificationDetails } from './ModificationDetails';
import { PanelTabs } from './PanelTabs';
import { QueryState } from '@/components/QueryState';
import { RequestCard } from './RequestCard';
import { RequestList } from './RequestList';

/** Modification request cards per page (spec section 9). */
export const MODIFICATIONS_PAGE_SIZE = 2;

const TABS: Array<{ value: ModificationFilter; label: string; empty: string }> = [
  {
    value: 'entree',
    label: 'Entrées',
    empty: 'Les demandes de correction d’une cotisation de membre apparaîtront ici.',
  },
  {
    value: 'sortie',
    label: 'Sorties',
    empty: 'Les demandes de correction d’une sortie d’argent apparaîtront ici.',
  },
];

function ModificationRequests({ filter, label, empty }: { filter: ModificationFilter; label: string; empty: string }) {
  const requests = useOngoingModifications(filter);
  const decide = useDecideModification();

  return (
    <QueryState
      query={requests}
      loading={{ count: MODIFICATIONS_PAGE_SIZE, columns: 2, height: 260, label: 'Chargement des demandes' }}
      errorTitle={MESSAGES.requestsLoadFailed}
      toastOnError
    >
      {(items) => (
        <RequestList
          items={items}
          pageSize={MODIFICATIONS_PAGE_SIZE}
          label={`Demandes de modification : ${label}`}
          empty={{ title: 'Aucune demande de modification', description: empty }}
          decide={async (decision) => {
            await decide.mutateAsync(decision);
            return decision.decision === 'Valide' ? MESSAGES.validateSucceeded : MESSAGES.rejectSucceeded;
          }}
          renderCard={(demande, actions) => (
            <RequestCard
              requester={demande.Membre}
              createdAt={demande.createdAt}
              title={demande.libelle}
              statut={demande.statut}
              actions={actions}
            >
              <ModificationDetails demande={demande} />
            </RequestCard>
          )}
        />
      )}
    </QueryState>
  );
}

/**
 * Modifications (spec 'Notifications', staff only): the Entrées and Sorties tabs of request
 * cards, then the table of every request.
 */
export function ModificationsPanel({ initialTab }: { initialTab?: string | null }) {
  return (
    <Stack gap="xl">
      <PanelTabs tabs={TABS} initialTab={initialTab} label="Type de demande de modification">
        {(t) => <ModificationRequests filter={t.value} label={t.label} empty={t.empty} />}
      </PanelTabs>
      <AllRequestsTable />
    </Stack>
  );
}
