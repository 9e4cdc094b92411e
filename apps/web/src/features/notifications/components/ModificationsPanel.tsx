import { Stack } from '@mantine/core';
import { currentMessages, useT } from '@/lib/i18n';
import { useDecideModification } from '../api/decide-modification';
import { useMessages } from '../i18n';
import { useOngoingModifications, type ModificationFilter } from '../api/get-ongoing-modifications';
import { AllRequestsTable } from './AllRequestsTable';
import { ModificationDetails } from './ModificationDetails';
import { PanelTabs } from './PanelTabs';
import { QueryState } from '@/components/QueryState';
import { RequestCard } from './RequestCard';
import { RequestList } from './RequestList';

/** Modification request cards per page (spec section 9). */
export const MODIFICATIONS_PAGE_SIZE = 2;

function ModificationRequests({ filter, label, empty }: { filter: ModificationFilter; label: string; empty: string }) {
  const requests = useOngoingModifications(filter);
  const decide = useDecideModification();
  const t = useT();
  const m = useMessages();

  return (
    <QueryState
      query={requests}
      loading={{ count: MODIFICATIONS_PAGE_SIZE, columns: 2, height: 260, label: m.loadingRequests }}
      errorTitle={t.shared.requestsLoadFailed}
      toastOnError
    >
      {(items) => (
        <RequestList
          items={items}
          pageSize={MODIFICATIONS_PAGE_SIZE}
          label={m.modifications.listLabel(label)}
          empty={{ title: m.modifications.emptyTitle, description: empty }}
          decide={async (decision) => {
            await decide.mutateAsync(decision);
            const words = currentMessages().shared;
            return decision.decision === 'Valide' ? words.validateSucceeded : words.rejectSucceeded;
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
  const m = useMessages().modifications;
  const tabs: Array<{ value: ModificationFilter; label: string; empty: string }> = [
    { value: 'entree', label: m.entrees, empty: m.entreesEmpty },
    { value: 'sortie', label: m.sorties, empty: m.sortiesEmpty },
  ];
  return (
    <Stack gap="xl">
      <PanelTabs tabs={tabs} initialTab={initialTab} label={m.tabsLabel}>
        {(t) => <ModificationRequests filter={t.value} label={t.label} empty={t.empty} />}
      </PanelTabs>
      <AllRequestsTable />
    </Stack>
  );
}
