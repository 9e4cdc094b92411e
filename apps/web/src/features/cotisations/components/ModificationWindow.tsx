import { Alert, Skeleton, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import type { ModificationRequestView } from '@quartier/shared';
import { formatTime } from '@/lib/format';
import { useModificationRequest } from '../api/modifications';
import { useMessages } from '../i18n/ledger';

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
  const m = useMessages().requests;
  const request = useModificationRequest(demandeId);
  const demande = request.data?.demande;
  if (demandeId !== null && request.isPending) return <Skeleton height={56} radius="md" />;
  if (!demande) return null;
  if (demande.statut !== 'Valide') {
    return (
      <Alert variant="light" color="orange" title={m.expiredTitle}>
        {m.expired}
      </Alert>
    );
  }
  return (
    <Alert
      variant="light"
      color="green"
      icon={<IconClockHour4 size={20} aria-hidden />}
      title={m.allowedTitle}
      data-testid="fenetre-modification"
    >
      {demande.validateur ? m.validatedBy(`${demande.validateur.prenom} ${demande.validateur.nom}`) : m.validated}
      {demande.expiresAt ? m.until(formatTime(demande.expiresAt)) : ''}
      {m.oneEdit}
      {scope?.(demande) ?? ''}.
      {demande.libelle ? (
        <Text size="sm" c="dimmed" mt={4}>
          {m.reason}
          {demande.libelle}
        </Text>
      ) : null}
    </Alert>
  );
}
