import { CAISSE_NAMES, FRENCH_MONTHS, doualaMonthYear, type CaisseId, type Withdrawal } from '@quartier/shared';
import type { listWithdrawals } from './repository.js';

export function monthName(mois: number) {
  return FRENCH_MONTHS[mois - 1]!;
}

export function presentTransaction(row: {
  id: number;
  memberId: number;
  caisseId: number;
  montant: number;
  mois: number;
  annee: number;
  createdAt: Date;
  receipt: string | null;
}) {
  return {
    idTransaction: row.id,
    idUser: row.memberId,
    mois: monthName(row.mois),
    moisNumero: row.mois,
    annee: row.annee,
    montant: row.montant,
    cotisation: row.caisseId,
    createdAt: row.createdAt.toISOString(),
    recu: row.receipt,
  };
}

type WithdrawalRow = Awaited<ReturnType<typeof listWithdrawals>>[number];

/** Both spellings of the spec: libelle (monthly fund) or motif (solidarity), status and statut. */
export function presentWithdrawal(row: WithdrawalRow): Withdrawal {
  const statut = row.statut as Withdrawal['statut'];
  const solidarity = row.caisseId === 1;
  return {
    id: row.id,
    cotisation: row.caisseId,
    type: row.type,
    libelle: solidarity ? null : row.libelle,
    motif: solidarity ? row.libelle : null,
    montant: row.montant,
    transport: row.transport,
    delai_recouvrement: row.delaiRecouvrement,
    nbr_personnes: row.nbrPersonnes,
    part: row.part,
    status: statut,
    statut,
    motifRefus: row.motifRefus,
    createdAt: row.createdAt.toISOString(),
    validated_at: row.validatedAt?.toISOString() ?? null,
    Membre: {
      id: row.requesterId,
      nom: row.requesterNom,
      prenom: row.requesterPrenom,
      Role: { nom: row.requesterRole },
    },
    validateur: row.validatorNom ? { nom: row.validatorNom, prenom: row.validatorPrenom ?? '' } : null,
    Cotisation: { nom: row.caisseNom ?? CAISSE_NAMES[row.caisseId as CaisseId] },
  };
}

/**
 * The year a withdrawal belongs to, in Douala: the year it was validated (or rejected), which is
 * when a validated one left the fund (as the statistics count it); a pending one, its request's.
 */
export function withdrawalYear(w: Pick<Withdrawal, 'createdAt' | 'validated_at'>): number {
  return doualaMonthYear(new Date(w.validated_at ?? w.createdAt)).year;
}
