import { ERRORS } from '@quartier/shared';
import { serverMessage } from '@/lib/i18n';
import { fr, messages } from '../i18n/ledger';
import type { FundAccess, FundCaisse, FundCategory } from './fund';

/*
 * The rules of fund.ts that give words, in the reader's language. Apart from fund.ts, which the
 * app's entry loads (the fund pages' first answers, fund.preload.ts): the pages' catalogue
 * travels with the pages, never in the entry (ADR 0029, 'Catalogues by feature').
 */

export const OFFICERS_ONLY = fr.actions.officersOnly;

/** The server's refusal, in French: the table of every failure (ERRORS) stays out of the entry too. */
export const STAFF_ONLY = ERRORS.STAFF_ONLY.msg;

/** The refusal for those who are not officers, in the reader's language (English by its code). */
export function staffOnly(): string {
  return serverMessage('STAFF_ONLY', STAFF_ONLY);
}

/** Why 'Ajouter' is refused in this category, or null when it is allowed. */
export function addRefusal(access: FundAccess, category: FundCategory): string | null {
  if (category === 'cotisation') return access.canAddContribution ? null : staffOnly();
  if (!access.canAddContribution) return staffOnly();
  return access.canRequestWithdrawal ? null : messages().actions.officersOnly;
}

/**
 * The period of a row's 'Solde' and 'À compléter' (rulings R7): the year on the monthly fund;
 * every year on the solidarity fund, whose 50 000 target is a standing balance.
 */
export function balancePeriod(caisse: FundCaisse, year: number): string {
  return caisse === 1 ? messages().funds.allYears : String(year);
}
