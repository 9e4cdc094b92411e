import { can, FRENCH_MONTHS, roundTo5, type LedgerRow, type RoleCode } from '@quartier/shared';

/** The two funds that take contributions and withdrawals (spec 'Cotisation Mensuelle page'). */
export type FundCaisse = 1 | 3;

/** 'cotisation' shows the member rows, 'sorties' the withdrawals (spec: category selector). */
export type FundCategory = 'cotisation' | 'sorties';

/** The categories in their order; their words are the catalogue's `categories`. */
export const CATEGORIES: FundCategory[] = ['cotisation', 'sorties'];

export function parseCategory(raw: string | null): FundCategory {
  return raw === 'sorties' ? 'sorties' : 'cotisation';
}

export interface FundLabels {
  /** Name of the downloaded Excel file (spec: fixed names); the withdrawals' starts with 'Sorties'. */
  exportFileName: (year: number, category?: FundCategory) => string;
}

export const FUND_LABELS: Record<FundCaisse, FundLabels> = {
  3: {
    exportFileName: (year, category = 'cotisation') =>
      `${category === 'sorties' ? 'Sorties ' : ''}Cotisation Mensuelle ${year}.xlsx`,
  },
  1: {
    exportFileName: (year, category = 'cotisation') =>
      `${category === 'sorties' ? 'Sorties ' : ''}fond de solidarite ${year}.xlsx`,
  },
};

/** Month columns (French data; the screens write them through period.ts and the catalogue). */
export const MONTH_ABBREVIATIONS = [
  'Janv.',
  'Févr.',
  'Mars',
  'Avr.',
  'Mai',
  'Juin',
  'Juil.',
  'Août',
  'Sept.',
  'Oct.',
  'Nov.',
  'Déc.',
] as const;

export const MONTHS = FRENCH_MONTHS.map((name, index) => ({
  number: index + 1,
  name,
  short: MONTH_ABBREVIATIONS[index] ?? name,
}));

/** Month number (1-12) of a French month name, or null. */
export function monthNumber(name: string | null | undefined): number | null {
  const index = FRENCH_MONTHS.findIndex((month) => month === name);
  return index < 0 ? null : index + 1;
}

/** What the signed-in role may do on a fund page (rulings R4, shared access table). */
export interface FundAccess {
  /** Staff record contributions. */
  canAddContribution: boolean;
  canExport: boolean;
  /** The Président and the Secrétaire file withdrawal requests. */
  canRequestWithdrawal: boolean;
  /** The Secrétaire files modification requests and edits under a validated one. */
  canRequestModification: boolean;
  /** Staff read the modification requests (state of each withdrawal's request). */
  canReadRequests: boolean;
  /** The Secrétaire sends reminders (rulings R4): the notify icon of a row. */
  canRemind: boolean;
  readOnly: boolean;
}

export function fundAccess(role: RoleCode | null): FundAccess {
  const canAddContribution = can(role, 'createTransaction');
  return {
    canAddContribution,
    canExport: can(role, 'exportExcel'),
    canRequestWithdrawal: can(role, 'sortieMensuel') && can(role, 'demandeSortie'),
    canRequestModification: can(role, 'demandeModification'),
    canReadRequests: can(role, 'getOngoingModifications'),
    canRemind: can(role, 'newNotification'),
    readOnly: !canAddContribution,
  };
}

/** State of the latest modification request on a line (spec section 4). */
export type RequestState = 'none' | 'pending' | 'open';

export function requestState(statut: LedgerRow['demandesModifications']): RequestState {
  if (statut === 'En cours') return 'pending';
  if (statut === 'Valide') return 'open';
  return 'none';
}

/** Exits are shown rounded to the nearest 5 francs (spec section 9). */
export function exits(amount: number): number {
  return roundTo5(amount);
}

/** Months of a row that hold money, for the modification request form. */
export function paidMonths(row: Pick<LedgerRow, 'mois'>): number[] {
  return row.mois.flatMap((amount, index) => (amount !== 0 ? [index + 1] : []));
}
