import { Button, Group, Stack } from '@mantine/core';
import type { ModificationRequestView } from '@quartier/shared';
import { formatDateTime, fullName } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useMessages } from '../i18n';
import { roleNameLabel } from '@/lib/role-name';
import { caisseLabel, monthLabel, MODIFICATION_TYPE_LABELS } from '../lib/labels';
import { DetailRows } from './DetailRows';
import { RequestStatusBadge } from './RequestStatusBadge';
import { Modal } from '@/components/Modal';

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
  const t = useT();
  const m = useMessages();
  const f = m.fields;
  return (
    <Modal
      opened={opened && demande !== null}
      onClose={onClose}
      title={m.allRequests.detailTitle}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t.common.close }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {demande ? (
        <Stack gap="md">
          <DetailRows
            rows={[
              { label: f.libelle, value: demande.libelle },
              { label: f.type, value: MODIFICATION_TYPE_LABELS[demande.type] },
              { label: f.statut, value: <RequestStatusBadge statut={demande.statut} /> },
              { label: f.cotisation, value: caisseLabel(demande.cotisation) },
              { label: demande.type === 'entree' ? f.member : f.withdrawal, value: demande.cible },
              demande.type === 'entree' && demande.mois
                ? { label: f.month, value: `${monthLabel(demande.mois)} ${demande.annee ?? ''}`.trim() }
                : null,
              {
                label: f.requester,
                value: `${fullName(demande.Membre)} (${roleNameLabel(demande.Membre.Role.nom)})`,
              },
              { label: f.filedOn, value: formatDateTime(demande.createdAt) },
              { label: f.validator, value: demande.validateur ? fullName(demande.validateur) : '—' },
              { label: f.decidedOn, value: demande.validated_at ? formatDateTime(demande.validated_at) : '—' },
              { label: f.refusalReason, value: demande.motifRefus ?? '—' },
            ]}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.common.close}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
