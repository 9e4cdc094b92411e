import type { z } from 'zod';
import type { withdrawalViewSchema } from '@quartier/shared';
import { formatNumber, formatXaf, fullName } from '@/lib/format';
import { formatCalendarDay, withdrawalTypeLabel } from '../lib/labels';
import { DetailRows } from './DetailRows';

export type WithdrawalView = z.infer<typeof withdrawalViewSchema>;

/** The title of a withdrawal: its label (monthly fund) or its reason (solidarity fund). */
export function withdrawalTitle(sortie: WithdrawalView): string {
  return sortie.libelle ?? sortie.motif ?? `Sortie n°${sortie.id}`;
}

/**
 * The content of a withdrawal card: amount, transport, type and, once validated, the share of
 * each member (rulings R7).
 */
export function WithdrawalDetails({ sortie }: { sortie: WithdrawalView }) {
  const solidarity = sortie.cotisation === 1;
  return (
    <DetailRows
      dense
      rows={[
        { label: 'Montant', value: formatXaf(sortie.montant) },
        solidarity || sortie.transport > 0 ? { label: 'Transport', value: formatXaf(sortie.transport) } : null,
        { label: 'Type', value: withdrawalTypeLabel(sortie.cotisation, sortie.type) },
        sortie.delai_recouvrement
          ? { label: 'Délai de recouvrement', value: formatCalendarDay(sortie.delai_recouvrement) }
          : null,
        sortie.statut === 'Valide' && sortie.part !== null
          ? {
              label: 'Part par personne',
              value:
                sortie.nbr_personnes !== null
                  ? `${formatXaf(sortie.part)} (${formatNumber(sortie.nbr_personnes)} membres)`
                  : formatXaf(sortie.part),
            }
          : null,
        sortie.validateur
          ? { label: sortie.statut === 'Rejetee' ? 'Rejetée par' : 'Validée par', value: fullName(sortie.validateur) }
          : null,
        sortie.statut === 'Rejetee'
          ? { label: 'Motif du refus', value: sortie.motifRefus ?? 'Aucun motif indiqué' }
          : null,
      ]}
    />
  );
}
