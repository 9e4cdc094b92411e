import type { Ledger, MemberList, ModificationRequestView, Transaction, Withdrawal } from '@quartier/shared';
import { shape } from '@/lib/api-client';
import { isInt, isList, isNullable, isRecord, isString } from '@/lib/checks';

/*
 * Light answer checks for the calls every visitor of a fund page makes (the table, the
 * withdrawals, the request states). Their types come from the shared zod schemas; zod and the
 * phone metadata its shared schemas pull in stay in the staff-only forms chunk, so a member on
 * a phone downloads ~55 KB less.
 */

const twelveInts = (value: unknown) => isList(value, isInt, 12);

const REQUEST_STATES = ['En cours', 'Valide', 'Rejetee', 'Expiree'];
const WITHDRAWAL_STATES = ['En cours', 'Valide', 'Rejetee'];

function ledgerRowOk(row: unknown): boolean {
  if (!isRecord(row) || !isRecord(row.Membre)) return false;
  const member = row.Membre;
  return (
    isInt(member.id) &&
    isString(member.nom) &&
    isString(member.prenom) &&
    isString(member.bloc) &&
    Array.isArray(row.Transactions) &&
    twelveInts(row.mois) &&
    isInt(row.totalMontant) &&
    isInt(row.totalSortie) &&
    isInt(row.solde) &&
    isNullable(row.aCompleter, isInt) &&
    (row.demandesModifications === null || REQUEST_STATES.includes(row.demandesModifications as string)) &&
    isNullable(row.demandeId, isInt)
  );
}

/** GET cotisation/getTransactions/:caisse/:year. */
export const ledgerShape = shape<Ledger>(
  (body) =>
    body.status === 'success' &&
    isInt(body.annee) &&
    isInt(body.total) &&
    isInt(body.solde) &&
    isRecord(body.totaux) &&
    twelveInts(body.totaux.mois) &&
    isInt(body.totaux.totalMontant) &&
    isInt(body.totaux.totalSortie) &&
    isInt(body.totaux.sorties) &&
    isInt(body.totaux.solde) &&
    Array.isArray(body.transactions) &&
    body.transactions.every(ledgerRowOk),
);

function withdrawalOk(value: unknown): boolean {
  if (!isRecord(value) || !isRecord(value.Membre)) return false;
  return (
    isInt(value.id) &&
    isString(value.type) &&
    isNullable(value.libelle, isString) &&
    isNullable(value.motif, isString) &&
    isInt(value.montant) &&
    isInt(value.transport) &&
    isNullable(value.delai_recouvrement, isString) &&
    isNullable(value.nbr_personnes, isInt) &&
    isNullable(value.part, isInt) &&
    WITHDRAWAL_STATES.includes(value.statut as string) &&
    isNullable(value.motifRefus, isString) &&
    isString(value.createdAt) &&
    isString(value.Membre.nom) &&
    isString(value.Membre.prenom) &&
    (value.validateur === null || (isRecord(value.validateur) && isString(value.validateur.nom)))
  );
}

/** GET cotisation/getSorties/:caisse. */
export const withdrawalsShape = shape<{ status: 'success'; sorties: Withdrawal[] }>(
  (body) => body.status === 'success' && Array.isArray(body.sorties) && body.sorties.every(withdrawalOk),
);

/** GET cotisation/getOngoingModifications/:filter: the fields the withdrawal lines use. */
export const requestsShape = shape<{ status: 'success'; demandes: ModificationRequestView[] }>(
  (body) =>
    body.status === 'success' &&
    Array.isArray(body.demandes) &&
    body.demandes.every(
      (d) =>
        isRecord(d) &&
        isInt(d.id) &&
        isInt(d.cible_id) &&
        isInt(d.cotisation) &&
        isString(d.createdAt) &&
        (d.type === 'entree' || d.type === 'sortie') &&
        REQUEST_STATES.includes(d.statut as string),
    ),
);

/** Answers of the writes: the message shown in the toast, and the record the form reads. */
export const transactionShape = shape<{ status: 'success'; msg: string; transaction: Transaction }>(
  (body) =>
    body.status === 'success' && isString(body.msg) && isRecord(body.transaction) && isInt(body.transaction.montant),
);

export const withdrawalAnswerShape = shape<{ status: 'success'; msg: string; sortie: Withdrawal }>(
  (body) => body.status === 'success' && isString(body.msg) && withdrawalOk(body.sortie),
);

/** One modification request (getDemandeModification, demandeModification, updateRequest). */
export const requestAnswerShape = shape<{ status: 'success'; msg: string; demande: ModificationRequestView }>(
  (body) => {
    const d = body.demande;
    return (
      body.status === 'success' &&
      isString(body.msg) &&
      isRecord(d) &&
      isInt(d.id) &&
      isString(d.libelle) &&
      REQUEST_STATES.includes(d.statut as string) &&
      isNullable(d.mois, isString) &&
      isNullable(d.annee, isInt) &&
      isNullable(d.expiresAt, isString) &&
      (d.validateur === null || (isRecord(d.validateur) && isString(d.validateur.nom) && isString(d.validateur.prenom)))
    );
  },
);

/** GET cotisation/membres/:caisse: the fields the member pickers use. */
export const memberListShape = shape<MemberList>(
  (body) =>
    body.status === 'success' &&
    isInt(body.total) &&
    Array.isArray(body.members) &&
    body.members.every(
      (m) =>
        isRecord(m) && isInt(m.id) && isString(m.nom) && isString(m.prenom) && isString(m.bloc) && isString(m.statut),
    ),
);
