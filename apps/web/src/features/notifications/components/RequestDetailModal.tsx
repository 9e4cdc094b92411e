import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ModificationRequestView } from '@quartier/shared';
import { displayRoleName, formatDateTime, fullName } from '@/lib/format';
import { caisseLabel, MODIFICATION_TYPE_LABELS } from '../lib/labels';
import { DetailRows } from './DetailRows';
import { RequestStatusBadge } from './RequestStatusBadge';

interface RequestDetailModalProps {
  opened: boolean;
  /** Kept after closing so the modal does not empty itself during its closing animation. */
  demande: ModificationRequestView | null;
  onClose: () => void;
}

/**
 * A modification request in full (spec 'Notifications' > table row): libelle, type, statut,
 * cotisation, requester, validator, processing date and refusal reason.
 */
export function RequestDetailModal({ opened, demande, onClose }: RequestDetailModalProps) {
  return (
    <Modal
      opened={opened && demande !== null}
      onClose={onClose}
      title="Détail de la demande"
      centered
      size="md"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {demande ? (
        <Stack gap="md">
          <DetailRows
            rows={[
              { label: 'Libellé', value: demande.libelle },
              { label: 'Type', value: MODIFICATION_TYPE_LABELS[demande.type] },
              { label: 'Statut', value: <RequestStatusBadge statut={demande.statut} /> },
              { label: 'Cotisation', value: caisseLabel(demande.cotisation) },
              { label: demande.type === 'entree' ? 'Membre concerné' : 'Sortie concernée', value: demande.cible },
              demande.type === 'entree' && demande.mois
                ? { label: 'Mois', value: `${demande.mois} ${demande.annee ?? ''}`.trim() }
                : null,
              {
                label: 'Demandeur',
                value: `${fullName(demande.Membre)} (${displayRoleName(demande.Membre.Role.nom)})`,
              },
              { label: 'Déposée le', value: formatDateTime(demande.createdAt) },
              { label: 'Validateur', value: demande.validateur ? fullName(demande.validateur) : '—' },
              { label: 'Traitée le', value: demande.validated_at ? formatDateTime(demande.validated_at) : '—' },
              { label: 'Motif du refus', value: demande.motifRefus ?? '—' },
            ]}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Fermer
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
