import type { ModificationRequestView } from '@quartier/shared';
import { formatTime, fullName } from '@/lib/format';
import { useMessages } from '../i18n';
import { caisseLabel, monthLabel } from '../lib/labels';
import { DetailRows } from './DetailRows';

/** The content of a modification request card: what is to be corrected, and what became of it. */
export function ModificationDetails({ demande }: { demande: ModificationRequestView }) {
  const m = useMessages();
  const f = m.fields;
  return (
    <DetailRows
      dense
      rows={[
        { label: demande.type === 'entree' ? f.member : f.withdrawal, value: demande.cible },
        demande.type === 'entree' && demande.mois
          ? { label: f.month, value: `${monthLabel(demande.mois)} ${demande.annee ?? ''}`.trim() }
          : null,
        { label: f.caisse, value: caisseLabel(demande.cotisation) },
        demande.validateur
          ? { label: demande.statut === 'Rejetee' ? f.rejectedBy : f.validatedBy, value: fullName(demande.validateur) }
          : null,
        demande.statut === 'Valide' && demande.expiresAt
          ? { label: f.editUntil, value: m.until(formatTime(demande.expiresAt)) }
          : null,
        demande.statut === 'Rejetee' ? { label: f.refusalReason, value: demande.motifRefus ?? m.noReasonGiven } : null,
      ]}
    />
  );
}
