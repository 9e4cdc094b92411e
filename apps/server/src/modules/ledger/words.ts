import type { Langue } from '@quartier/shared';

/**
 * The Excel exports' words (issue 25): headers, sheet and file names, in the requester's
 * language. French is the spec's, word for word ('Cotisation Mensuelle 2026.xlsx',
 * 'fond de solidarite 2026.xlsx'). Fund names, months and statuses come from lib/words.ts and
 * the shared formats.
 */
const fr = {
  /** The members' table's file: the spec's names. */
  ledgerFile: (caisseId: 1 | 3, year: number) =>
    caisseId === 3 ? `Cotisation Mensuelle ${year}.xlsx` : `fond de solidarite ${year}.xlsx`,
  /** The withdrawals' file: the table's name after this word. */
  withdrawalsFile: (ledgerFile: string) => `Sorties ${ledgerFile}`,
  withdrawalsSheet: (fund: string, year: number) => `Sorties ${fund} ${year}`,
  nom: 'Nom',
  prenom: 'Prénom',
  bloc: 'Bloc',
  total: 'Total',
  sorties: 'Sorties (parts arrondies)',
  soldeAllYears: 'Solde (toutes années)',
  solde: 'Solde',
  aCompleter: 'À compléter',
  requestedOn: 'Demandée le',
  libelle: 'Libellé',
  type: 'Type',
  demandeur: 'Demandeur',
  montant: 'Montant',
  transport: 'Transport',
  statut: 'Statut',
  decidedOn: 'Validée ou rejetée le',
  personnes: 'Personnes',
  part: 'Part arrondie',
  motifRefus: 'Motif du refus',
  validatedTotal: (year: number) => `Sorties validées ${year}`,
};

export type LedgerWords = typeof fr;

const en: LedgerWords = {
  ledgerFile: (caisseId, year) =>
    caisseId === 3 ? `Monthly contributions ${year}.xlsx` : `Solidarity fund ${year}.xlsx`,
  withdrawalsFile: (ledgerFile) => `Withdrawals ${ledgerFile}`,
  withdrawalsSheet: (fund, year) => `Withdrawals ${fund} ${year}`,
  nom: 'Surname',
  prenom: 'First name',
  bloc: 'Block',
  total: 'Total',
  sorties: 'Withdrawals (rounded shares)',
  soldeAllYears: 'Balance (all years)',
  solde: 'Balance',
  aCompleter: 'Still due',
  requestedOn: 'Requested on',
  libelle: 'Purpose',
  type: 'Type',
  demandeur: 'Requested by',
  montant: 'Amount',
  transport: 'Transport',
  statut: 'Status',
  decidedOn: 'Validated or rejected on',
  personnes: 'People',
  part: 'Rounded share',
  motifRefus: 'Reason for rejection',
  validatedTotal: (year) => `Validated withdrawals ${year}`,
};

export const LEDGER_WORDS: Record<Langue, LedgerWords> = { fr, en };
