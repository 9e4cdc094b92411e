import { Text } from '@mantine/core';
import type { OfficeChange } from '@quartier/shared';
import { FieldChanges } from '@/components/FieldChanges';
import { fullName } from '@/lib/format';
import { useDecideOfficeChange } from '../api/decide-office-change';
import { messages, useMessages } from '../i18n';
import { useOfficeChanges } from '../api/get-office-changes';
import { QueryState } from '@/components/QueryState';
import { RequestCard } from './RequestCard';
import { RequestList } from './RequestList';

const OFFICE_CHANGES_PAGE_SIZE = 4;

function OfficeChangeDetails({ demande }: { demande: OfficeChange }) {
  const m = useMessages();
  return (
    <>
      <FieldChanges changes={demande.changements} />
      {demande.motifRefus ? (
        <Text size="sm" mt="xs">
          {m.refusalReasonOf(demande.motifRefus)}
        </Text>
      ) : null}
      {demande.validateur ? (
        <Text size="xs" c="dimmed" mt="xs">
          {m.office.decidedBy(fullName(demande.validateur))}
        </Text>
      ) : null}
    </>
  );
}

/**
 * Bureau (Président and Secrétaire): changes to an officer's role, phone number or status filed by
 * one officer; the other validates (the change applies at once) or rejects it.
 */
export function OfficeChangesPanel() {
  const changes = useOfficeChanges();
  const decide = useDecideOfficeChange();
  const m = useMessages();

  return (
    <QueryState
      query={changes}
      loading={{ count: 2, columns: 2, height: 220, label: m.loadingRequests }}
      errorTitle={m.office.loadFailed}
      toastOnError
    >
      {(items) => (
        <RequestList
          items={items}
          pageSize={OFFICE_CHANGES_PAGE_SIZE}
          label={m.office.listLabel}
          empty={{
            title: m.office.emptyTitle,
            description: m.office.emptyText,
          }}
          decide={async (decision) => {
            await decide.mutateAsync(decision);
            // The catalogue's words, the server's French word for word (its `msg`).
            return decision.decision === 'Valide' ? messages().office.validated : messages().office.rejected;
          }}
          renderCard={(demande, actions) => (
            <RequestCard
              requester={{ ...demande.demandeur, Role: { nom: demande.demandeur.role } }}
              createdAt={demande.createdAt}
              title={m.office.title(fullName(demande.membre))}
              statut={demande.statut}
              actions={actions}
            >
              <OfficeChangeDetails demande={demande} />
            </RequestCard>
          )}
        />
      )}
    </QueryState>
  );
}
