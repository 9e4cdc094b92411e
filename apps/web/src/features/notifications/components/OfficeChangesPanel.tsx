import { List, Text } from '@mantine/core';
import type { OfficeChange } from '@quartier/shared';
import { fullName } from '@/lib/format';
import { useDecideOfficeChange } from '../api/decide-office-change';
import { useOfficeChanges } from '../api/get-office-changes';
import { QueryState } from '@/components/QueryState';
import { RequestCard } from './RequestCard';
import { RequestList } from './RequestList';

const OFFICE_CHANGES_PAGE_SIZE = 4;

function OfficeChangeDetails({ demande }: { demande: OfficeChange }) {
  return (
    <>
      <List size="sm" spacing={4}>
        {demande.changements.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      {demande.motifRefus ? (
        <Text size="sm" mt="xs">
          Motif du refus : {demande.motifRefus}
        </Text>
      ) : null}
      {demande.validateur ? (
        <Text size="xs" c="dimmed" mt="xs">
          Décidé par {fullName(demande.validateur)}
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

  return (
    <QueryState
      query={changes}
      loading={{ count: 2, columns: 2, height: 220, label: 'Chargement des demandes' }}
      errorTitle="Erreur lors de la collecte des changements du bureau"
      toastOnError
    >
      {(items) => (
        <RequestList
          items={items}
          pageSize={OFFICE_CHANGES_PAGE_SIZE}
          label="Changements du bureau"
          empty={{
            title: 'Aucun changement du bureau',
            description:
              'Un changement du rôle de Président ou de Secrétaire, ou du téléphone ou du statut d’un officier, attend ici la validation de l’autre officier.',
          }}
          decide={async (decision) => (await decide.mutateAsync(decision)).msg}
          renderCard={(demande, actions) => (
            <RequestCard
              requester={{ ...demande.demandeur, Role: { nom: demande.demandeur.role } }}
              createdAt={demande.createdAt}
              title={`Changement pour ${fullName(demande.membre)}`}
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
