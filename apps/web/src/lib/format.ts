import {
  abbreviateAmount as abbreviateAmountIn,
  formatDateTime as formatDateTimeIn,
  formatDay as formatDayIn,
  formatNumber as formatNumberIn,
  formatTime as formatTimeIn,
  formatXaf as formatXafIn,
  yearToDateLabel as yearToDateLabelIn,
} from '@quartier/shared';
import { currentLanguage } from './i18n';

/**
 * Formatting helpers come from the shared package so screens and server agree; here they follow
 * the reader's language (issue 25): '10 977 500 XAF' in French, '10,977,500 XAF' in English.
 */
export { displayRoleName, formatPhone, initials } from '@quartier/shared';

export const formatXaf = (amount: number) => formatXafIn(amount, currentLanguage());
export const formatNumber = (value: number) => formatNumberIn(value, currentLanguage());
export const abbreviateAmount = (amount: number) => abbreviateAmountIn(amount, currentLanguage());
export const formatDay = (iso: string) => formatDayIn(iso, currentLanguage());
export const formatTime = (iso: string) => formatTimeIn(iso, currentLanguage());
export const formatDateTime = (iso: string) => formatDateTimeIn(iso, currentLanguage());
/**
 * What an amount field is filled with: grouped with spaces in every language ('2 500'), the way
 * parseAmount reads it; never the English '2,500', which it refuses as ambiguous (2,5 in French).
 */
export const amountForInput = (amount: number) => formatNumberIn(amount, 'fr');
export const yearToDateLabel = (year: number, throughMonth: number) =>
  yearToDateLabelIn(year, throughMonth, currentLanguage());

/** 'Prénom Nom' as shown in the top bar and the profile. */
export function fullName(person: { nom: string; prenom: string }): string {
  return `${person.prenom} ${person.nom}`.trim();
}
