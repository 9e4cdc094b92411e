import { doualaMonthYear, FIRST_YEAR, monthName as monthNameIn } from '@quartier/shared';
import { currentLanguage } from '../lib/i18n';

/**
 * Months and years as the app counts and writes them (French, Douala time), without Intl: the
 * app's first answers read today's month and the address's year before the French locale data
 * is loaded (ADR 0014). Shared by the dashboard, the fund pages, the statistics and 'Mes
 * contributions'; the statistics' number formats are in period-format.ts.
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

/** Reads a fund from the address (?caisse=1) among `choices`; anything else gives `fallback`. */
export function parseFundChoice<C extends number>(raw: string | null, choices: readonly C[], fallback: C): C {
  const value = Number(raw);
  return choices.find((choice) => choice === value) ?? fallback;
}

/** 'mars' (French month names are written in lower case inside a sentence; English 'March'). */
export function monthName(month: number): string {
  const langue = currentLanguage();
  const name = monthNameIn(month, langue) ?? '';
  return langue === 'fr' ? name.toLowerCase() : name;
}

/** 'Mars' at the start of a label or a table cell. */
export function monthTitle(month: number): string {
  return monthNameIn(month, currentLanguage()) ?? '';
}

/** 'mars 2026'. */
export function monthYear(month: number, year: number): string {
  return `${monthName(month)} ${year}`;
}

/** 'de mars', 'd’avril', 'd’août', 'd’octobre'; in English the month's name alone ('March'). */
export function ofMonth(month: number): string {
  const name = monthName(month);
  if (currentLanguage() === 'en') return name;
  return /^[aeiouyéè]/.test(name) ? `d’${name}` : `de ${name}`;
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

/** Share of `part` in `whole` as a percentage; 0 when the whole is 0. */
export function sharePercent(part: number, whole: number): number {
  return whole === 0 ? 0 : (part / whole) * 100;
}
