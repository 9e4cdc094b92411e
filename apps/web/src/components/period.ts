import { doualaMonthYear, FIRST_YEAR, FRENCH_MONTHS } from '@quartier/shared';

/**
 * Months, years and percentages as the statistics screens write them (French, Douala time).
 * Shared by the dashboard, the statistics and 'Mes contributions'.
 */

/** Month (1-12) and year of today in Douala (rulings R3). */
export function currentPeriod(): { month: number; year: number } {
  return doualaMonthYear(new Date());
}

/** Years a member can pick: the current one first, down to the first year of the association. */
export function yearChoices(current = currentPeriod().year): number[] {
  const years: number[] = [];
  for (let year = Math.max(current, FIRST_YEAR); year >= FIRST_YEAR; year -= 1) years.push(year);
  return years;
}

/** Reads a year from the address (?annee=2024); anything unknown gives the default. */
export function parseYear(raw: string | null, fallback: number): number {
  const year = Number(raw);
  return raw !== null && yearChoices().includes(year) ? year : fallback;
}

/** 'mars' (month names are written in lower case inside a sentence). */
export function monthName(month: number): string {
  return (FRENCH_MONTHS[month - 1] ?? '').toLowerCase();
}

/** 'Mars' at the start of a label or a table cell. */
export function monthTitle(month: number): string {
  return FRENCH_MONTHS[month - 1] ?? '';
}

/** 'mars 2026'. */
export function monthYear(month: number, year: number): string {
  return `${monthName(month)} ${year}`;
}

/** 'de mars', 'd’avril', 'd’août', 'd’octobre'. */
export function ofMonth(month: number): string {
  const name = monthName(month);
  return /^[aeiouyéè]/.test(name) ? `d’${name}` : `de ${name}`;
}

const shortMonthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' });

/** 'janv.', 'févr.', 'mars'… for chart axes, where twelve full names do not fit on a phone. */
export function shortMonth(month: number): string {
  return shortMonthFormat.format(Date.UTC(2020, month - 1, 1));
}

/**
 * The last month of a year that has begun: the current month for the current year, December
 * for a past year (charts stop there instead of dropping to zero for the months to come).
 */
export function lastMonthOf(year: number, now = currentPeriod()): number {
  if (year < now.year) return 12;
  if (year > now.year) return 0;
  return now.month;
}

/** The month before, possibly in the year before. */
export function previousMonth(month: number, year: number): { month: number; year: number } {
  return month === 1 ? { month: 12, year: year - 1 } : { month: month - 1, year };
}

const signedPercent = new Intl.NumberFormat('fr-FR', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const plainPercent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 });

/** '+12,3 %', '−4 %', '0 %' from a percentage (12.3, not 0.123). */
export function formatTrend(percent: number): string {
  return signedPercent.format(percent / 100);
}

/** '23,5 %': a share of a whole, from a percentage. */
export function formatShare(percent: number): string {
  return plainPercent.format(percent / 100);
}

/** Share of `part` in `whole` as a percentage; 0 when the whole is 0. */
export function sharePercent(part: number, whole: number): number {
  return whole === 0 ? 0 : (part / whole) * 100;
}
