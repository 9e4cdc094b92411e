import type { z } from 'zod';
import type { withdrawalViewSchema } from '@quartier/shared';
import { formatNumber, formatXaf, fullName } from '@/lib/format';
import { messages, useMessages } from '../i18n';
import { formatCalendarDay, withdrawalTypeLabel } from '../lib/labels';
import { DetailRows } from './DetailRows';

export type WithdrawalView = z.infer<typeof withdrawalViewSchema>;

/** The title of a withdrawal: its label (monthly fund) or its reason (solidarity fund). */
export function withdrawalTitle(sortie: WithdrawalView): string {
  return sortie.libelle ?? sortie.motif ?? messages().withdrawalNumber(sortie.id);
}

/**
 * The content of a withdrawal card: amount, transport, type and, once validated, the share of
 * each member (rulings R7).
 */
export function WithdrawalDetails({ sortie }: { sortie: WithdrawalView }) {
  const m = useMessages();
  const f = m.fields;
  const solidarity = sortie.cotisation === 1;
  return (
    <DetailRows
      dense
      rows={[
        { label: f.amount, value: formatXaf(sortie.montant) },
        solidarity || sortie.transport > 0 ? { label: f.transport, value: formatXaf(sortie.transport) } : null,
        { label: f.type, value: withdrawalTypeLabel(sortie.cotisation, sortie.type) },
        sortie.delai_recouvrement
          ? { label: f.recoveryDeadline, value: formatCalendarDay(sortie.delai_recouvrement) }
          : null,
        sortie.statut === 'Valide' && sortie.part !== null
          ? {
              label: f.sharePerPerson,
              value:
                sortie.nbr_personnes !== null
                  ? m.share(formatXaf(sortie.part), sortie.nbr_personnes, formatNumber(sortie.nbr_personnes))
                  : formatXaf(sortie.part),
            }
          : null,
        sortie.validateur
          ? { label: sortie.statut === 'Rejetee' ? f.rejectedBy : f.validatedBy, value: fullName(sortie.validateur) }
          : null,
        sortie.statut === 'Rejetee' ? { label: f.refusalReason, value: sortie.motifRefus ?? m.noReasonGiven } : null,
      ]}
    />
  );
}
