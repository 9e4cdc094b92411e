import { Alert, Skeleton, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import type { ModificationRequestView } from '@quartier/shared';
import { formatTime } from '@/lib/format';
import { useModificationRequest } from '../api/modifications';

/**
 * The edit window a validated modification request opens (rulings R8: one edit, 30 minutes), at
 * the top of both edit dialogs (a contribution's month, a withdrawal): who validated it, until
 * when, and the reason given; or that it has closed.
 */
export function ModificationWindow({
  demandeId,
  scope,
}: {
  demandeId: number | null;
  /** What the one edit may change, e.g. ', pour mars 2026'. */
  scope?: (demande: ModificationRequestView) => string;
}) {
  const request = useModificationRequest(demandeId);
  const demande = request.data?.demande;
  if (demandeId !== null && request.isPending) return <Skeleton height={56} radius="md" />;
  if (!demande) return null;
  if (demande.statut !== 'Valide') {
    return (
      <Alert variant="light" color="orange" title="Autorisation expirée">
        La modification n’est plus autorisée&nbsp;: déposez une nouvelle demande.
      </Alert>
    );
  }
  return (
    <Alert
      variant="light"
      color="green"
      icon={<IconClockHour4 size={20} aria-hidden />}
      title="Modification autorisée"
      data-testid="fenetre-modification"
    >
      {demande.validateur ? `Validée par ${demande.validateur.prenom} ${demande.validateur.nom}` : 'Validée'}
      {demande.expiresAt ? `, jusqu’à ${formatTime(demande.expiresAt)}` : ''}. Une seule modification est possible
      {scope?.(demande) ?? ''}.
      {demande.libelle ? (
        <Text size="sm" c="dimmed" mt={4}>
          Motif de la demande&nbsp;: {demande.libelle}
        </Text>
      ) : null}
    </Alert>
  );
}
