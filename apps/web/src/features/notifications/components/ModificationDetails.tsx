import type { ModificationRequestView } from '@quartier/shared';
import { formatTime, fullName } from '@/lib/format';
import { caisseLabel } from '../lib/labels';
import { DetailRows } from './DetailRows';

/** The content of a modification request card: what is to be corrected, and what became of it. */
export function ModificationDetails({ demande }: { demande: ModificationRequestView }) {
  return (
    <DetailRows
      dense
      rows={[
        { label: demande.type === 'entree' ? 'Membre concerné' : 'Sortie concernée', value: demande.cible },
        demande.type === 'entree' && demande.mois
          ? { label: 'Mois', value: `${demande.mois} ${demande.annee ?? ''}`.trim() }
          : null,
        { label: 'Caisse', value: caisseLabel(demande.cotisation) },
        demande.validateur
          ? { label: demande.statut === 'Rejetee' ? 'Rejetée par' : 'Validée par', value: fullName(demande.validateur) }
          : null,
        demande.statut === 'Valide' && demande.expiresAt
          ? { label: 'Modification possible', value: `jusqu’à ${formatTime(demande.expiresAt)}` }
          : null,
        demande.statut === 'Rejetee'
          ? { label: 'Motif du refus', value: demande.motifRefus ?? 'Aucun motif indiqué' }
          : null,
      ]}
    />
  );
}
